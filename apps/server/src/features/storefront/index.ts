/** The public storefront's surface (issue 38). */
export { STOREFRONT_CACHE_CONTROL, storefrontRoutes } from './routes';
