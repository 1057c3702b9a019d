/** The public storefront's surface (issue 38). */
export {
  offeredPrograms,
  readStorefront,
  setHeroImage,
  writeInviteRewards,
  writeStorefrontContent,
} from './content';
export { previewLanding, STOREFRONT_CACHE_CONTROL, storefrontRoutes } from './routes';
