import { dunningPaths, UpdateCardAnswerSchema, UpdateCardSchema } from '@studio/shared';
import { sayTo } from '../../lib/i18n';
import { currentMember, memberRoutes } from '../accounts';
import { guardGateway } from './guard-gateway';
import { findPromoById } from './promo-codes';
import { presentSubscription } from './subscriptions';
import { updateCard } from './update-card';

/** Update card (issue 18): a new card for the running subscription, a past-due charge retried at once. */
export const updateCardRoutes = memberRoutes({ tags: ['billing'], errors: [400, 402, 404, 503] }, (app) => {
  const { db } = app.deps.database;
  const currency = app.deps.config.STUDIO_CURRENCY;
  const gateway = guardGateway(app.deps.payments, app.log);
  const { mail } = app;

  app.post(dunningPaths.updateCard, {
    schema: {
      summary: "A new card for the member's running subscription; a past-due charge is retried at once",
      body: UpdateCardSchema,
      response: { 200: UpdateCardAnswerSchema },
    },
    handler: async (request) => {
      const { subscription, message } = await updateCard({
        db,
        gateway,
        mail,
        member: currentMember(request),
        nonce: request.body.nonce_from_the_client,
        log: request.log,
      });
      const promo = subscription.promo_code_id
        ? await findPromoById(db, subscription.promo_code_id)
        : undefined;
      return {
        message: sayTo(request, message),
        subscription: presentSubscription(subscription, promo?.code ?? null, currency),
      };
    },
  });
});
