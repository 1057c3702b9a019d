/** The billing feature's public surface. */
export { billingMemberExtension } from './member-extension';
export { seedPromoCodes } from './promo-codes';
export { billingRoutes } from './routes';
