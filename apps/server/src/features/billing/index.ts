/** The billing feature's public surface. */

export { cancelSubscription } from './cancel-subscription';
export { createPromoCode } from './create-promo-code';
export { dunningJobHandlers } from './dunning-jobs';
export { giftDeliveryHandler, listGifts, refundGift } from './gifts';
export { guardGateway } from './guard-gateway';
export {
  inviteRewardHandler,
  keepCardFingerprint,
  revokeInviteRewards,
} from './invite-rewards';
export { PLAN_NAME_IDS } from './mail-words';
export { billingMemberExtension, premiumFromContext } from './member-extension';
export { MAIL_LINKS, type MailContext, mailReader, queueMemberMail, renderMail } from './member-mail';
export { type OfferAction, offerChange, offerEnd } from './offer-checks';
export { PAUSE_SWEEP, pauseSweepHandler, sweepPauses } from './pause-sweep';
export { loadPlanPrices } from './plans';
export { seedPromoCodes } from './promo-codes';
export {
  changePremiumOffer,
  createPremiumOffer,
  listPremiumOffers,
  presentPremiumOffer,
} from './promo-offers';
export { billingRoutes } from './routes';
export { isLive, isPremiumMember, premiumEndSql } from './subscriptions';
export type { DeclinedSettlementHandler } from './webhook-effects';
export { TRIAL_ENDING, trialEndingHandler } from './welcome-mails';
