export { AgreementsView } from './agreements-view';
