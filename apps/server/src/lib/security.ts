import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for the API and the built app (issue 2): nosniff, no framing by others, and a CSP
 * the built app passes (Mantine sets inline style attributes, so styles allow 'unsafe-inline').
 */
export const registerSecurityHeaders = async (
  app: FastifyInstance,
  extraImageOrigins: string[],
): Promise<void> => {
  await app.register(helmet, {
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
    frameguard: { action: 'sameorigin' },
  });
};
