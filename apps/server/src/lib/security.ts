import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers for the API and the built app (issue 2): nosniff, no framing by others, and a CSP
 * the built app passes (Mantine sets inline style attributes, so styles allow 'unsafe-inline').
 * The helmet middleware is built once here; @fastify/helmet rebuilt it on every request, which cost
 * more than half the server's throughput (npm run bench).
 */
export const registerSecurityHeaders = (app: FastifyInstance, extraImageOrigins: string[]): void => {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extraImageOrigins],
        mediaSrc: ["'self'", 'blob:', ...extraImageOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'sameorigin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
};
