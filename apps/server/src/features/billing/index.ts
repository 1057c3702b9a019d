/** The billing feature's public surface. */

export { cancelSubscription } from './cancel-subscription';
export { createPromoCode, type NewPromoCode } from './create-promo-code';
export { guardGateway } from './guard-gateway';
export { billingMemberExtension, premiumFromContext } from './member-extension';
export { PAUSE_SWEEP, pauseSweepHandler, sweepPauses } from './pause-sweep';
export { seedPromoCodes } from './promo-codes';
export {
  changePremiumOffer,
  createPremiumOffer,
  listPremiumOffers,
  presentPremiumOffer,
} from './promo-offers';
export { billingRoutes } from './routes';
export { isPremiumMember } from './subscriptions';
