export { ExitIntentOffer } from './exit-intent-offer';
