import { giftPaths, StudioGiftsSchema } from '@studio/shared';
import { idParams } from '../../lib/route-params';
import { guardGateway, listGifts, refundGift } from '../billing';
import { audited } from './audit';
import { currentStaff, studioRoutes } from './studio-routes';

/**
 * The gifts sold, in the console (issue 38, owner; decision 0048): who bought what for whom and
 * when it is mailed, and a refund of one nobody has redeemed, which voids its code. Audited.
 */
export const studioGiftRoutes = studioRoutes({ role: 'owner', errors: [402, 404, 409, 503] }, (app) => {
  const { db } = app.deps.database;
  const gateway = guardGateway(app.deps.payments, app.log);
  const currency = app.deps.config.STUDIO_CURRENCY;

  app.get(giftPaths.studioGifts, {
    schema: { summary: 'The gifts sold, newest first (the last 100)', response: { 200: StudioGiftsSchema } },
    handler: async () => ({ gifts: await listGifts(db, currency) }),
  });

  app.post(giftPaths.studioGiftRefund(':id'), {
    schema: {
      summary:
        "Refund a gift nobody has redeemed: the buyer's card gets the whole price back and the code stops working",
      params: idParams,
      response: { 200: StudioGiftsSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const { before, after } = await refundGift(tx, gateway, request.params.id, currency);
        return {
          action: 'gift.refund',
          target: `gift:${request.params.id}`,
          before,
          after,
          answer: { gifts: await listGifts(tx, currency) },
        };
      }),
  });
});
