export { IntegrationsView } from './integrations-view';
