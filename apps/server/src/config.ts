import net from 'node:net';
import path from 'node:path';
import {
  isValidTimeZone,
  MAX_PROFILE_UPDATES_PER_MINUTE,
  MAX_PROGRESS_PHOTO_MEGABYTES,
  MAX_PROGRESS_PHOTOS,
} from '@studio/shared';
import { z } from 'zod';

/** The repository root, so that `./data` means the same folder whichever workspace starts the server. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

const optionalUrl = z.url().optional();

/** Names proxy-addr knows for address ranges, besides addresses and CIDR ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string): boolean => {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * Whose `X-Forwarded-For` to believe (issue 14): `false` (none, the default), a number of proxies
 * in front (`1` for one load balancer: the address it appends), or the proxies' addresses and
 * ranges. `true` would believe any address a client writes, and so turn every IP limit off.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (value !== 'true' && entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        'give the number of proxies in front of the server (1 for one load balancer) or their addresses (10.0.0.0/8,127.0.0.1); true would believe any X-Forwarded-For a client writes',
    });
    return z.NEVER;
  });
/** A currency code `Intl` knows (a made-up `XYZ` formats without complaint, so the list is asked). */
const isKnownCurrency = (code: string): boolean =>
  /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code);

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /**
   * A streaming replica of DATABASE_URL (issue 40, decision 0055): the dashboard, the storefront
   * and catalogue reads go to it while it is at most REPLICA_MAX_LAG_SECONDS behind, and has what
   * the reading member wrote; the primary otherwise.
   */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  REPLICA_MAX_LAG_SECONDS: z.coerce.number().min(0.5).max(300).default(5),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  PUBLIC_URL: optionalUrl,
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  /** Import the demo catalogue at start-up when the database holds no catalogue yet (docs/catalog-format.md). */
  DEMO_CATALOG: flag.default(true),
  /** The OpenAPI document and its viewer at /api/docs: on unless NODE_ENV is production. */
  API_DOCS: flag.optional(),
  NODE_ENV: z.string().optional(),
  /**
   * Whether this process runs background jobs (mail, clean-ups) besides queueing them (decision
   * 0018): on by default, so any process that is free takes the next job; off for a process that
   * should only answer requests.
   */
  JOBS_WORK: flag.default(true),
  /**
   * Seconds a process keeps serving after SIGTERM before it closes (issue 16): meanwhile every
   * answer says `Connection: close` and readiness answers 503, so the load balancer moves to the
   * other processes and nothing is cut mid-request.
   */
  DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(2),
  /** `GET /metrics` on the public port for a caller with this bearer token (issue 16). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** `GET /metrics` on a port of its own, on METRICS_HOST (loopback unless told). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Changes of a member's details (the avatar among them) a minute, per member. */
  PROFILE_UPDATE_LIMIT: z.coerce.number().int().min(1).default(MAX_PROFILE_UPDATES_PER_MINUTE),
  /** Progress photos a member may keep, and the megabytes they may take together. */
  PHOTO_LIMIT: z.coerce.number().int().min(1).default(MAX_PROGRESS_PHOTOS),
  PHOTO_STORAGE_MB: z.coerce.number().int().min(1).default(MAX_PROGRESS_PHOTO_MEGABYTES),
  /** Signs private media paths (issue 14); unset: a key made beside the data at the first start. */
  MEDIA_SIGNING_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Web Push (issue 39): the VAPID key pair (base64url, as `web-push generate-vapid-keys` prints);
   * unset: a private key made beside the data at the first start. VAPID_SUBJECT is a mailto: or
   * https: address push services may write to; unset: the studio's public address.
   */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  /**
   * Push services members' browsers may name beside the known ones (Google, Mozilla, Apple,
   * Microsoft): origins, comma-separated. The server posts to a subscription's address, so an
   * address elsewhere is refused (a member could otherwise make it call any host).
   */
  PUSH_SERVICE_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: optionalUrl,
  S3_FORCE_PATH_STYLE: flag.default(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Studio <no-reply@studio.local>'),
  BRAINTREE_ENVIRONMENT: z.enum(['sandbox', 'production']).optional(),
  BRAINTREE_MERCHANT_ID: z.string().optional(),
  BRAINTREE_PUBLIC_KEY: z.string().optional(),
  BRAINTREE_PRIVATE_KEY: z.string().optional(),
  /**
   * The merchant account in the studio's currency (issue 35): Braintree settles each merchant account
   * in one currency; unset, payments go to the merchant's default account, which must then be in
   * STUDIO_CURRENCY.
   */
  BRAINTREE_MERCHANT_ACCOUNT_ID: z.string().optional(),
  /**
   * The key the sandbox gateway signs its webhooks with (issue 18, decision 0027), for a tool that
   * plays the provider (the e2e journeys post a failed renewal); without it, a key of the data folder's.
   */
  SANDBOX_WEBHOOK_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  REVENUECAT_API_KEY: z.string().optional(),
  REVENUECAT_WEBHOOK_SECRET: z.string().optional(),
  SPECIAL_TRIAL_PROMO_CODE: z.string().optional(),
  /** The ffmpeg and ffprobe the video transcode job runs (issue 17); from PATH unless set. */
  FFMPEG_PATH: z.string().default('ffmpeg'),
  FFPROBE_PATH: z.string().default('ffprobe'),
  /** The studio's own time zone (issue 17): the console's days and times are read in it. */
  STUDIO_TIME_ZONE: z
    .string()
    .default('UTC')
    .refine(isValidTimeZone, 'must be an IANA time zone such as Europe/London'),
  /**
   * The studio's currency (issue 35): an ISO 4217 code `Intl` formats (`BRL`, `EUR`, `MXN`...),
   * upper-cased; the spec's USD by default. Read-only in the API (`GET /api/v3/studio/settings`).
   */
  STUDIO_CURRENCY: z
    .string()
    .trim()
    .toUpperCase()
    .default('USD')
    .refine(isKnownCurrency, 'must be an ISO 4217 currency code such as USD, BRL, EUR or MXN'),
  /**
   * Live classes streamed through Studio (issue 37, docs/live-streaming.md): `auto` starts nginx with
   * the RTMP module beside the server when it is installed (else the log says how to install it);
   * `external` for an engine run elsewhere (`npm run stack`, a hosted one) that calls this server;
   * `off` for pasted stream addresses only.
   */
  LIVE_ENGINE: z.enum(['auto', 'external', 'off']).default('auto'),
  /** The RTMP port the engine started by `auto` listens on. */
  LIVE_RTMP_PORT: z.coerce.number().int().min(1).max(65535).default(1935),
  /** The ingest address coaches' encoders send to; unset: rtmp://<PUBLIC_URL's host>:<LIVE_RTMP_PORT>/live. */
  LIVE_INGEST_URL: z
    .string()
    .regex(
      /^rtmps?:\/\/[^/]+\/\w+$/,
      'must be an rtmp:// URL ending in the application (rtmp://host:1935/live)',
    )
    .optional(),
  /** Where the engine writes each live class's HLS (`hls/live-<id>/`) and recordings; unset: DATA_DIR/live. */
  LIVE_DIR: z.string().optional(),
  /** What the engine's calls to this server carry; unset: a secret made beside the data at the first start. */
  LIVE_ENGINE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
});

export type Config = Omit<z.output<typeof EnvSchema>, 'API_DOCS'> & { API_DOCS: boolean; publicUrl: string };

export class ConfigError extends Error {}

/** The special trial code of the offline sandbox when SPECIAL_TRIAL_PROMO_CODE is unset (README). */
export const SANDBOX_TRIAL_PROMO_CODE = 'TRIAL30';

const BRAINTREE_CREDENTIALS = [
  'BRAINTREE_MERCHANT_ID',
  'BRAINTREE_PUBLIC_KEY',
  'BRAINTREE_PRIVATE_KEY',
] as const;

/**
 * Braintree is used only when its merchant id and both keys are set; any other BRAINTREE_* set
 * without them would silently fall back to the sandbox gateway, so each missing one is named.
 */
const braintreeProblems = (config: z.output<typeof EnvSchema>): string[] => {
  const given = (['BRAINTREE_ENVIRONMENT', ...BRAINTREE_CREDENTIALS] as const).filter((name) => config[name]);
  if (given.length === 0) return [];
  return BRAINTREE_CREDENTIALS.filter((name) => !config[name]).map(
    (name) => `${name}: needed since ${given.join(' and ')} ${given.length > 1 ? 'are' : 'is'} set`,
  );
};

/** Parses the environment once; a wrong value names the variable (DESIGN 2). */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  // An empty variable (`DATABASE_URL=`) means unset, as shells and .env files commonly write it.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const config = result.data;
  const problems: string[] = [];
  if (config.S3_BUCKET && !(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_BUCKET: needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  problems.push(...braintreeProblems(config));
  if (config.DATABASE_READ_URL && !config.DATABASE_URL) {
    problems.push('DATABASE_READ_URL: a replica of DATABASE_URL, which is not set');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  const sandboxPayments = !config.BRAINTREE_MERCHANT_ID;
  return {
    ...config,
    // The offline sandbox has a 30-day trial code of its own, so the trial can be tried (README);
    // with Braintree the studio names its code or has none (the server says so at start-up).
    SPECIAL_TRIAL_PROMO_CODE:
      config.SPECIAL_TRIAL_PROMO_CODE ?? (sandboxPayments ? SANDBOX_TRIAL_PROMO_CODE : undefined),
    API_DOCS: config.API_DOCS ?? config.NODE_ENV !== 'production',
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  };
};
