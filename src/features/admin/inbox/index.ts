export { InboxView } from './inbox-view';
