export { LeadDetailView } from './lead-detail-view';
