import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CAST_SENDER_URL, FIRST_VISIT_SCRIPT, MEMBER_HOME_SCRIPT } from '@studio/shared';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';

/**
 * Security headers for the API and the built app (issue 2): nosniff, no framing by others, and a CSP
 * the built app passes (Mantine sets inline style attributes, so styles allow 'unsafe-inline').
 * The helmet middleware is built once here; @fastify/helmet rebuilt it on every request, which cost
 * more than half the server's throughput (npm run bench).
 */
/**
 * What Braintree's client scripts need when the braintree gateway is on (hosted fields and PayPal
 * load scripts, frames and API calls from these origins); nothing of it with the offline sandbox.
 */
export const BRAINTREE_ORIGINS = {
  script: [
    'https://js.braintreegateway.com',
    'https://assets.braintreegateway.com',
    'https://www.paypal.com',
    'https://www.paypalobjects.com',
  ],
  connect: [
    'https://api.braintreegateway.com',
    'https://client-analytics.braintreegateway.com',
    'https://*.braintree-api.com',
    'https://www.paypal.com',
  ],
  image: [
    'https://assets.braintreegateway.com',
    'https://www.paypalobjects.com',
    'https://checkout.paypal.com',
  ],
  /** Hosted fields and PayPal's checkout are frames of these origins. */
  frame: ['https://assets.braintreegateway.com', 'https://www.paypal.com', 'https://checkout.paypal.com'],
};

/**
 * The headers of a JSON answer (OWASP's REST security cheat sheet): no sniffing, no framing, no
 * loading by other origins, and a CSP that lets nothing run should a browser ever render one. The
 * document headers above (the app's CSP, opener and agent-cluster isolation, referrer policy…)
 * mean nothing on JSON and were half of each answer's bytes (807 of 1,725 on GET /me): a client
 * on a phone parses them on every call, and they halved what a load generator could read.
 */
const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** A JSON answer of the API: every `/api/` path but the OpenAPI viewer's pages. */
const isApiAnswer = (url: string): boolean => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Google's Cast sender (issue 36, decision 0043): the player loads it, and it loads the rest of its
 * framework, from these paths of Google's static host. Paths, not the host: www.gstatic.com serves
 * much else (whole script libraries) that a page of ours must not be made to run.
 */
const CAST_SCRIPTS = [
  new URL('./', CAST_SENDER_URL).href,
  'https://www.gstatic.com/cast/sdk/libs/sender/',
  'https://www.gstatic.com/eureka/clank/',
];

/**
 * The one inline script of the app's page (apps/web/index.html): it sets the member's colour scheme
 * before the styles paint, so dark mode never flashes light (decision 0032). Allowed by its hash;
 * `test/color-scheme-script.test.ts` hashes the page's script and fails when the two part.
 */
export const COLOR_SCHEME_SCRIPT = "'sha256-OWqfaHyqUEDFah1788WKtwzXoSQThmA4qps7iwBUns4='";

/**
 * The storefront's inline scripts (issue 38): the one that keeps where a visitor's first visit came
 * from (`keepFirstVisit` of packages/shared), and the root's, which sends a member home. Allowed by
 * their hashes, made from the very texts the pages carry.
 */
const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
export const STOREFRONT_SCRIPT_HASHES = [scriptHash(FIRST_VISIT_SCRIPT), scriptHash(MEMBER_HOME_SCRIPT)];

/** HSTS, sent on HTTPS only: over plain HTTP it means nothing and misleads (issue 14). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Registers the headers of every answer. `frameOrigins` answers the origins a page may frame besides
 * its own and the payment gateway's: the programs' completion prompts (a studio's form elsewhere,
 * spec M2), read from the catalogue and kept until it changes.
 */
export const registerSecurityHeaders = (
  app: FastifyInstance,
  extraImageOrigins: string[],
  paymentOrigins: typeof BRAINTREE_ORIGINS | null = null,
  frameOrigins: () => Promise<readonly string[]> = async () => [],
): void => {
  // The headers depend on the configuration and the frame origins only: helmet writes them into a
  // plain object once per set of origins, and each answer takes them in one call (helmet's
  // per-request middleware cost a third of the server's throughput on GET /me, npm run bench).
  const built = new Map<string, Record<string, string>>();
  const documentHeaders = (frames: readonly string[]): Record<string, string> => {
    const key = frames.join(' ');
    const known = built.get(key);
    if (known) return known;
    const headers = helmetHeaders(extraImageOrigins, paymentOrigins, frames);
    if (built.size > 20) built.clear();
    built.set(key, headers);
    return headers;
  };
  // A callback hook: a JSON answer (the hot path) takes its headers with no promise.
  app.addHook('onRequest', (request, reply, done) => {
    // `protocol` is the socket's, or X-Forwarded-Proto from a proxy TRUST_PROXY believes.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (isApiAnswer(request.url)) {
      reply.headers(API_HEADERS);
      return done();
    }
    frameOrigins()
      .catch(() => [])
      .then((frames) => {
        reply.headers(documentHeaders(frames));
        done();
      });
  });
};

/**
 * Where the browser loads media from besides this server: with S3, the bucket's public address
 * (catalogue images) and the address presigned GETs point to (private media, issue 14), whose
 * HLS segments hls.js fetches (connect-src) as well as images and video read.
 */
export const storageOrigins = (config: Config): string[] => {
  if (!config.S3_BUCKET) return [];
  const aws = `s3.${config.S3_REGION}.amazonaws.com`;
  const presigned =
    config.S3_ENDPOINT ??
    (config.S3_FORCE_PATH_STYLE ? `https://${aws}` : `https://${config.S3_BUCKET}.${aws}`);
  return [...new Set([config.S3_PUBLIC_URL, presigned].flatMap((url) => (url ? [new URL(url).origin] : [])))];
};

/** The app's document headers through helmet, written into a plain object. */
const helmetHeaders = (
  extraImageOrigins: string[],
  paymentOrigins: typeof BRAINTREE_ORIGINS | null,
  frames: readonly string[],
): Record<string, string> => {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          COLOR_SCHEME_SCRIPT,
          ...STOREFRONT_SCRIPT_HASHES,
          ...CAST_SCRIPTS,
          ...(paymentOrigins?.script ?? []),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extraImageOrigins, ...(paymentOrigins?.image ?? [])],
        mediaSrc: ["'self'", 'blob:', ...extraImageOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...extraImageOrigins, ...(paymentOrigins?.connect ?? [])],
        frameSrc: ["'self'", ...(paymentOrigins?.frame ?? []), ...frames],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'sameorigin' },
    strictTransportSecurity: false,
  });
  const headers: Record<string, string> = {};
  setHeaders(
    {} as IncomingMessage,
    {
      setHeader: (name: string, value: string | number | readonly string[]) => {
        headers[name.toLowerCase()] = String(value);
      },
      removeHeader: (name: string) => {
        delete headers[name.toLowerCase()];
      },
    } as unknown as ServerResponse,
    () => {},
  );
  return headers;
};
