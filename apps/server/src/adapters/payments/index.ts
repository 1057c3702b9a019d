import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { createBraintreeGateway } from './braintree';
import type { PaymentsGateway } from './port';
import { createSandboxGateway } from './sandbox';

export * from './port';
export { createSandboxGateway, type SandboxCharge, type SandboxGateway } from './sandbox';

/**
 * The sandbox's webhook signing key, made at the first start and kept beside the data
 * (`DATA_DIR/sandbox-webhook-key`, readable by the server's user only), so that it survives
 * restarts and no one else knows it (issue 14). Two processes starting at once agree on one.
 */
export const sandboxSigningKey = (dataDir: string): string => {
  const file = path.join(dataDir, 'sandbox-webhook-key');
  fs.mkdirSync(dataDir, { recursive: true });
  // Written whole beside it, then linked into place: a reader never sees a half-written key.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return fs.readFileSync(file, 'utf8').trim();
};

/** Braintree when its merchant id and keys are set (DESIGN 4); the offline sandbox otherwise. */
export const createPaymentsGateway = (config: Config): PaymentsGateway =>
  config.BRAINTREE_MERCHANT_ID && config.BRAINTREE_PUBLIC_KEY && config.BRAINTREE_PRIVATE_KEY
    ? createBraintreeGateway({
        environment: config.BRAINTREE_ENVIRONMENT ?? 'sandbox',
        merchantId: config.BRAINTREE_MERCHANT_ID,
        publicKey: config.BRAINTREE_PUBLIC_KEY,
        privateKey: config.BRAINTREE_PRIVATE_KEY,
      })
    : createSandboxGateway({ signingKey: sandboxSigningKey(config.DATA_DIR) });
