import type { FastifyServerOptions } from 'fastify';

/** Query values can carry secrets (a reset link's token): the log keeps the path only. */
const pathOnly = (url: string | undefined): string => (url ?? '').split('?')[0] ?? '';

/** Structured JSON logs that never hold passwords, tokens or card data (issue 2). */
export const loggerOptions = (level: string): FastifyServerOptions['logger'] => ({
  level,
  redact: {
    paths: [
      'req.headers["x-user-token"]',
      'req.headers.authorization',
      'req.headers.cookie',
      '*.password',
      '*.password_confirmation',
      '*.token',
      '*.nonce_from_the_client',
      '*.card_number',
      '*.cvv',
    ],
    censor: '[redacted]',
  },
  serializers: {
    req: (req: { method: string; url: string; ip?: string }) => ({
      method: req.method,
      url: pathOnly(req.url),
      ip: req.ip,
    }),
  },
});
