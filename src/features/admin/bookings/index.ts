export { BookingsView } from './bookings-view';
