import {
  ClientTokenSchema,
  ErrorSchema,
  type GiftMonths,
  GiftPricesSchema,
  GiftPurchasedSchema,
  GiftPurchaseSchema,
  GiftRedeemedSchema,
  GiftRedeemSchema,
  giftPaths,
  IDEMPOTENCY_HEADER,
} from '@studio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { requestLocale } from '../../lib/i18n';
import { currentMember, memberRoutes } from '../accounts';
import { buyGift, loadGiftPrices, redeemGift } from './gifts';
import { guardGateway } from './guard-gateway';

/**
 * Gift subscriptions (issue 38, decision 0048). Buying is public, as anyone may give premium: the
 * prices, the card fields' client token and the purchase itself, each limited per address like a
 * sign-in. Redeeming is the member's.
 */
export const giftRoutes = async (root: FastifyInstance): Promise<void> => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const { config } = app.deps;
  const gateway = guardGateway(app.deps.payments, app.log);
  const { mail } = app;
  const currency = config.STUDIO_CURRENCY;
  const limited = {
    rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: '1 minute', hook: 'preHandler' as const },
  };
  const tags = ['billing'];

  app.get(giftPaths.gifts, {
    schema: {
      tags,
      summary: 'What a gift of 1, 3 or 12 months of premium costs',
      response: { 200: GiftPricesSchema },
    },
    handler: async () => loadGiftPrices(db, currency),
  });

  app.post(giftPaths.clientToken, {
    config: limited,
    schema: {
      tags,
      summary: "A client token for a gift buyer's card fields (no sign-in needed)",
      response: { 200: ClientTokenSchema, 429: ErrorSchema, 503: ErrorSchema },
    },
    handler: async () => ({ client_token: await gateway.clientToken() }),
  });

  app.post(giftPaths.gifts, {
    config: { ...limited, idempotent: true },
    schema: {
      tags,
      summary: 'Buy months of premium for someone: charged now, its code mailed to them on the day chosen',
      description:
        'The code is mailed to the recipient only (the buyer gets a receipt). It works for a year from the purchase.',
      body: GiftPurchaseSchema,
      response: {
        200: GiftPurchasedSchema,
        400: ErrorSchema,
        402: ErrorSchema,
        429: ErrorSchema,
        503: ErrorSchema,
      },
    },
    handler: async (request) => {
      const key = request.headers[IDEMPOTENCY_HEADER];
      return buyGift(
        { db, gateway, mail, zone: config.STUDIO_TIME_ZONE },
        { ...request.body, months: request.body.months as GiftMonths },
        { language: requestLocale(request), ...(typeof key === 'string' ? { requestKey: key } : {}) },
      );
    },
  });

  await app.register(
    memberRoutes({ tags, errors: [400, 409, 429, 503] }, (member) => {
      member.post(giftPaths.redeem, {
        config: limited,
        schema: {
          summary:
            'Redeem a gift code: its months of premium start now, or when premium now ends; a running subscription is next charged that much later',
          body: GiftRedeemSchema,
          response: { 200: GiftRedeemedSchema },
        },
        handler: async (request) =>
          redeemGift(db, { gateway, mail }, currentMember(request).userId, request.body.code),
      });
    }),
  );
};
