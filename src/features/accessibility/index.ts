export { AccessibilityPanel } from './accessibility-panel';
