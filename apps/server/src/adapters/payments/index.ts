import type { Config } from '../../config';
import { createBraintreeGateway } from './braintree';
import type { PaymentsGateway } from './port';
import { createSandboxGateway } from './sandbox';

export * from './port';
export { createSandboxGateway, type SandboxCharge, type SandboxGateway } from './sandbox';

/** Braintree when its merchant id and keys are set (DESIGN 4); the offline sandbox otherwise. */
export const createPaymentsGateway = (config: Config): PaymentsGateway =>
  config.BRAINTREE_MERCHANT_ID && config.BRAINTREE_PUBLIC_KEY && config.BRAINTREE_PRIVATE_KEY
    ? createBraintreeGateway({
        environment: config.BRAINTREE_ENVIRONMENT ?? 'sandbox',
        merchantId: config.BRAINTREE_MERCHANT_ID,
        publicKey: config.BRAINTREE_PUBLIC_KEY,
        privateKey: config.BRAINTREE_PRIVATE_KEY,
      })
    : createSandboxGateway();
