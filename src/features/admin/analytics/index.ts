export { AnalyticsTab } from './analytics-tab';
