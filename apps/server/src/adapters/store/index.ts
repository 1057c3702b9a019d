import type { Config } from '../../config';
import type { StoreGateway } from './port';
import { createRevenueCatStore } from './revenuecat';
import { createSandboxStore } from './sandbox';

export * from './port';
export { sandboxStorePurchase } from './sandbox';

/**
 * RevenueCat when its API key is set (DESIGN 4, iOS); the offline sandbox otherwise.
 * `REVENUECAT_WEBHOOK_SECRET` is parsed by the config and not used yet (RevenueCat's webhooks, later).
 */
export const createStore = (config: Pick<Config, 'REVENUECAT_API_KEY' | 'STUDIO_CURRENCY'>): StoreGateway =>
  config.REVENUECAT_API_KEY
    ? createRevenueCatStore({ apiKey: config.REVENUECAT_API_KEY, currency: config.STUDIO_CURRENCY })
    : createSandboxStore();
