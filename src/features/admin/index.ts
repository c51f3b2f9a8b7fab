/** The admin feature's public face: the dashboard app that /admin renders. */
export { AdminApp } from './admin-app';
