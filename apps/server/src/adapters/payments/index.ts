import type { Config } from '../../config';
import { dataFolderSecret } from '../../lib/data-secret';
import { createBraintreeGateway } from './braintree';
import type { PaymentsGateway } from './port';
import { createSandboxGateway } from './sandbox';

export * from './port';
export { createSandboxGateway, type SandboxGateway } from './sandbox';

/** The sandbox's webhook signing key: made at the first start, kept beside the data (issue 14). */
export const sandboxSigningKey = (dataDir: string): string =>
  dataFolderSecret(dataDir, 'sandbox-webhook-key');

/** Braintree when its merchant id and keys are set (DESIGN 4); the offline sandbox otherwise. */
export const createPaymentsGateway = (config: Config): PaymentsGateway =>
  config.BRAINTREE_MERCHANT_ID && config.BRAINTREE_PUBLIC_KEY && config.BRAINTREE_PRIVATE_KEY
    ? createBraintreeGateway({
        environment: config.BRAINTREE_ENVIRONMENT ?? 'sandbox',
        merchantId: config.BRAINTREE_MERCHANT_ID,
        publicKey: config.BRAINTREE_PUBLIC_KEY,
        privateKey: config.BRAINTREE_PRIVATE_KEY,
        account: {
          currency: config.STUDIO_CURRENCY,
          merchantAccountId: config.BRAINTREE_MERCHANT_ACCOUNT_ID,
        },
      })
    : createSandboxGateway({ signingKey: config.SANDBOX_WEBHOOK_KEY ?? sandboxSigningKey(config.DATA_DIR) });
