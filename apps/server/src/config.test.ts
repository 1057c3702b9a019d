import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SANDBOX_TRIAL_PROMO_CODE } from './config';

/** The first line of the ConfigError that `env` raises, or null when it loads. */
const errorFor = (env: NodeJS.ProcessEnv): ConfigError | null => {
  try {
    loadConfig(env);
    return null;
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
};

describe('loadConfig', () => {
  it('gives working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT: 10,
      TRUST_PROXY: false,
      publicUrl: 'http://localhost:3000',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('takes a read replica only beside DATABASE_URL, with a lag allowed of 5 s by default (issue 40)', () => {
    const replica = 'postgres://reader@replica:5432/studio';
    expect(errorFor({ DATABASE_READ_URL: replica })?.message).toContain(
      'DATABASE_READ_URL: a replica of DATABASE_URL, which is not set',
    );
    expect(errorFor({ DATABASE_URL: 'postgres://p/s', DATABASE_READ_URL: 'mysql://r/s' })?.message).toContain(
      'DATABASE_READ_URL: must be a postgres:// URL',
    );
    expect(errorFor({ DATABASE_URL: 'postgres://p/s', REPLICA_MAX_LAG_SECONDS: '0' })?.message).toContain(
      'REPLICA_MAX_LAG_SECONDS',
    );
    const config = loadConfig({ DATABASE_URL: 'postgres://p/s', DATABASE_READ_URL: replica });
    expect(config).toMatchObject({ DATABASE_READ_URL: replica, REPLICA_MAX_LAG_SECONDS: 5 });
  });

  it('gives the sandbox a 30-day trial code, and Braintree only the one it is given (issue 14)', () => {
    expect(loadConfig({}).SPECIAL_TRIAL_PROMO_CODE).toBe(SANDBOX_TRIAL_PROMO_CODE);
    expect(loadConfig({ SPECIAL_TRIAL_PROMO_CODE: 'SUMMER30' }).SPECIAL_TRIAL_PROMO_CODE).toBe('SUMMER30');
    const braintree = {
      BRAINTREE_MERCHANT_ID: 'merchant',
      BRAINTREE_PUBLIC_KEY: 'public',
      BRAINTREE_PRIVATE_KEY: 'private',
    };
    expect(loadConfig(braintree).SPECIAL_TRIAL_PROMO_CODE).toBeUndefined();
    expect(loadConfig({ ...braintree, SPECIAL_TRIAL_PROMO_CODE: 'X30' }).SPECIAL_TRIAL_PROMO_CODE).toBe(
      'X30',
    );
  });

  it('parses values and derives the public URL from PORT unless PUBLIC_URL is set', () => {
    expect(loadConfig({ PORT: '8080', TRUST_PROXY: '1' })).toMatchObject({
      PORT: 8080,
      TRUST_PROXY: 1,
      publicUrl: 'http://localhost:8080',
    });
    expect(loadConfig({ PUBLIC_URL: 'https://studio.example.com' }).publicUrl).toBe(
      'https://studio.example.com',
    );
    expect(loadConfig({ DATABASE_URL: 'postgresql://u:p@db:5432/studio' }).DATABASE_URL).toBe(
      'postgresql://u:p@db:5432/studio',
    );
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'not a url' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example.com' }],
    ['AUTH_RATE_LIMIT', { AUTH_RATE_LIMIT: '0' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'maybe' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'true' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/33' }],
    ['TRUST_PROXY', { TRUST_PROXY: '127.0.0.1, example.com' }],
    ['BRAINTREE_ENVIRONMENT', { BRAINTREE_ENVIRONMENT: 'staging' }],
  ])('a wrong %s throws a ConfigError naming it', (name, env) => {
    const error = errorFor(env);
    expect(error).toBeInstanceOf(ConfigError);
    expect(error?.message).toMatch(new RegExp(`^\\s*${name}: `, 'm'));
  });

  it('reads TRUST_PROXY as none, a number of proxies, or their addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
  });

  it('reads STUDIO_CURRENCY as a currency Intl knows, USD by default (issue 35)', () => {
    expect(loadConfig({}).STUDIO_CURRENCY).toBe('USD');
    expect(loadConfig({ STUDIO_CURRENCY: ' eur ' }).STUDIO_CURRENCY).toBe('EUR');
    expect(loadConfig({ STUDIO_CURRENCY: 'JPY' }).STUDIO_CURRENCY).toBe('JPY');
    for (const wrong of ['XYZ', 'dollars', 'US'])
      expect(errorFor({ STUDIO_CURRENCY: wrong })?.message).toContain('STUDIO_CURRENCY: must be an ISO 4217');
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '', SMTP_URL: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('names every wrong variable at once', () => {
    const message = errorFor({ PORT: 'abc', DATABASE_URL: 'mysql://x' })?.message ?? '';
    expect(message).toMatch(/^\s*PORT: /m);
    expect(message).toMatch(/^\s*DATABASE_URL: /m);
  });

  it('S3_BUCKET without its keys is refused, naming S3_BUCKET', () => {
    expect(errorFor({ S3_BUCKET: 'media' })?.message).toMatch(/S3_BUCKET: needs S3_ACCESS_KEY_ID/);
    expect(errorFor({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })).toBeNull();
  });

  it('a partial Braintree configuration is refused, naming each missing variable', () => {
    const keys = { BRAINTREE_MERCHANT_ID: 'm', BRAINTREE_PUBLIC_KEY: 'pub', BRAINTREE_PRIVATE_KEY: 'priv' };
    const message = errorFor({ BRAINTREE_MERCHANT_ID: 'm', BRAINTREE_PUBLIC_KEY: 'pub' })?.message ?? '';
    expect(message).toMatch(
      /^\s*BRAINTREE_PRIVATE_KEY: needed since BRAINTREE_MERCHANT_ID and BRAINTREE_PUBLIC_KEY/m,
    );
    expect(message).not.toMatch(/^\s*BRAINTREE_(MERCHANT_ID|PUBLIC_KEY): /m);

    const onlyEnvironment = errorFor({ BRAINTREE_ENVIRONMENT: 'production' })?.message ?? '';
    for (const name of Object.keys(keys)) expect(onlyEnvironment).toMatch(new RegExp(`^\\s*${name}: `, 'm'));

    expect(errorFor({ BRAINTREE_PRIVATE_KEY: '' })).toBeNull();
    expect(errorFor(keys)).toBeNull();
    expect(loadConfig({ ...keys, BRAINTREE_ENVIRONMENT: 'production' })).toMatchObject(keys);
  });

  it('names a partial S3 and a partial Braintree configuration at once', () => {
    const message = errorFor({ S3_BUCKET: 'media', BRAINTREE_PUBLIC_KEY: 'pub' })?.message ?? '';
    expect(message).toMatch(/^\s*S3_BUCKET: /m);
    expect(message).toMatch(/^\s*BRAINTREE_MERCHANT_ID: /m);
    expect(message).toMatch(/^\s*BRAINTREE_PRIVATE_KEY: /m);
  });
});
