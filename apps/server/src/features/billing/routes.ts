import formBody from '@fastify/formbody';
import {
  apiPaths,
  CancellationAnswerSchema,
  ClientTokenSchema,
  cancellationPaths,
  DiscountInformationSchema,
  ErrorSchema,
  MessageSchema,
  PLATFORM_HEADER,
  PromoResultSchema,
  PurchasePlansSchema,
  RetentionOfferAnswerSchema,
  SubscriptionAnswerSchema,
  SubscriptionSchema,
  trialDaysFor,
  ValidatePromoCodeSchema,
  WebPaymentSchema,
} from '@studio/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { InvalidWebhookSignature, MalformedWebhook } from '../../adapters/payments';
import { AppError, notFound, validationError, verbatim } from '../../errors';
import { sayTo } from '../../lib/i18n';
import { currentMember, memberRoutes, perMemberLimit } from '../accounts';
import { applyWebhook } from './apply-webhook';
import { cancelSubscription } from './cancel-subscription';
import { giftRoutes } from './gift-routes';
import { giftSettlementDeclined } from './gifts';
import { guardGateway } from './guard-gateway';
import { freePremium } from './invite-rewards';
import { mailSettingsRoutes } from './mail-settings-routes';
import { pauseRoutes } from './pause-routes';
import { loadPlanPrices, presentPlans } from './plans';
import {
  findPromoById,
  knownPromo,
  lookupPromo,
  presentPromo,
  rememberPromo,
  unknownDiscount,
  usablePromo,
} from './promo-codes';
import { purchasePremium } from './purchase-premium';
import { acceptRetentionOffer, currentOffer, runningDiscount } from './retention-offer';
import { hadSubscriptionBefore, latestSubscription, presentSubscription } from './subscriptions';
import { updateCardRoutes } from './update-card-routes';
import type { DeclinedSettlementHandler } from './webhook-effects';

/** The promo result with its message in the request's language. */
const sayPromo = (request: FastifyRequest, input: Parameters<typeof presentPromo>[0]) => {
  const answer = presentPromo(input);
  return { ...answer, message: sayTo(request, answer.message) };
};

const tags = ['billing'];

const PaymentAnswerSchema = z.object({ message: z.string(), subscription: SubscriptionSchema });

/** Premium plans, promo codes, card payment, the subscription and the provider's webhooks (issue 3). */
type BillingOptions = {
  /** Other features' card charges a settlement decline takes back (the programs' purchases). */
  onSettlementDeclined?: readonly DeclinedSettlementHandler[];
};

export const billingRoutes = async (root: FastifyInstance, options: BillingOptions = {}): Promise<void> => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { config, database } = app.deps;
  const { db } = database;
  const gateway = guardGateway(app.deps.payments, app.log);
  const specialCode = config.SPECIAL_TRIAL_PROMO_CODE;
  // Guessing promo codes is limited like guessing passwords, per member.
  const guessLimit = perMemberLimit(config.AUTH_RATE_LIMIT);
  const { mail } = app;
  // A gift's charge declined at settlement voids it (decision 0048), as a program's ends its rental.
  const declinedHandlers = [
    ...(options.onSettlementDeclined ?? []),
    giftSettlementDeclined(app.deps.payments),
  ];
  // Every amount is in the studio's currency (issue 35).
  const currency = config.STUDIO_CURRENCY;

  const answerSubscription = async ({ userId, email }: { userId: number; email: string }) => {
    const found = await latestSubscription(db, userId);
    const hadBefore = found !== null || (await hadSubscriptionBefore(db, userId, email));
    // Present only while an accepted retention offer runs (decision 0029).
    const discount = await runningDiscount(db, found?.subscription, currency);
    const free = await freePremium(db, userId);
    return {
      subscription: found && presentSubscription(found.subscription, found.promocode, currency),
      trial_days: trialDaysFor({ hadSubscriptionBefore: hadBefore }),
      ...(discount ? { discount } : {}),
      ...(free ? { free_premium: free } : {}),
    };
  };

  // Braintree posts its notifications form-encoded.
  await app.register(formBody, { bodyLimit: 256 * 1024 });
  await app.register(mailSettingsRoutes);
  await app.register(updateCardRoutes);
  await app.register(pauseRoutes);
  await app.register(giftRoutes);

  app.post(apiPaths.purchasePlans, {
    schema: {
      tags,
      summary: 'Premium plans: per-month values and discounts',
      description:
        "Departs from the spec (decision 0041) where the studio is configured so: `currency` is the studio's " +
        '`STUDIO_CURRENCY` (the spec\'s `USD` by default) and the values have its decimals (`"1999"` in JPY).',
      response: { 200: PurchasePlansSchema },
    },
    handler: async () => presentPlans(await loadPlanPrices(db), currency),
  });

  app.post(apiPaths.braintreeWebhooks, {
    schema: {
      tags,
      summary: "The payment provider's signed notifications (bt_signature, bt_payload)",
      description:
        'Braintree posts them form-encoded; a bad signature is a 403. Each is applied once: a replay ' +
        'answers `replayed`. They are applied in the order the provider stamped them, not as they ' +
        'arrive: one older than the last applied to its subscription (a retry after a 503 that comes ' +
        'after newer ones) answers 200 `stale`, is logged and changes nothing, but for recording a ' +
        'charge it carries (decision 0035). A signed payload that is no notification answers 400, ' +
        'naming what is wrong in `errors.bt_payload`; one about a subscription not here yet answers ' +
        '404, for the provider to send again.',
      body: z.object({
        bt_signature: z.string().min(1).max(2000),
        bt_payload: z.string().min(1).max(200_000),
      }),
      response: {
        200: MessageSchema,
        400: ErrorSchema,
        403: ErrorSchema,
        404: ErrorSchema,
        503: ErrorSchema,
      },
    },
    handler: async (request) => {
      try {
        const outcome = await applyWebhook({
          db,
          gateway,
          notification: { signature: request.body.bt_signature, payload: request.body.bt_payload },
          log: request.log,
          mail,
          onSettlementDeclined: declinedHandlers,
        });
        return { message: outcome };
      } catch (error) {
        if (error instanceof MalformedWebhook) {
          request.log.warn(
            { ip: request.ip, problems: error.problems },
            'webhook refused: malformed payload',
          );
          throw validationError({ bt_payload: error.problems.map(verbatim) }, 'server.webhook.malformed');
        }
        if (!(error instanceof InvalidWebhookSignature)) throw error;
        request.log.warn({ ip: request.ip, reason: error.message }, 'webhook refused: bad signature');
        throw new AppError('webhook_refused', 'server.webhook.signature');
      }
    },
  });

  await app.register(
    memberRoutes({ tags, errors: [400, 402, 403, 404, 409, 429, 503] }, async (app) => {
      app.post(apiPaths.clientToken, {
        schema: {
          summary: 'A client token for card fields',
          response: { 200: ClientTokenSchema },
        },
        handler: async () => ({ client_token: await gateway.clientToken() }),
      });

      app.post(apiPaths.validatePromoCode, {
        config: guessLimit,
        schema: {
          summary: 'What a promo code gives (prices after it, trial length)',
          body: ValidatePromoCodeSchema,
          response: { 200: PromoResultSchema },
        },
        handler: async (request) => {
          const { userId, email } = currentMember(request);
          const { id, promocode, code } = request.body;
          if (id !== undefined && id !== null && Number(id) !== userId) throw notFound();
          const text = promocode ?? code;
          if (!text) throw validationError({ promocode: ['common.form.required'] });
          const promo = usablePromo(await lookupPromo(db, text, specialCode), 'promocode');
          await rememberPromo(db, userId, promo.id);
          return sayPromo(request, {
            promo,
            plans: await loadPlanPrices(db),
            currency,
            specialCode,
            hadSubscriptionBefore: await hadSubscriptionBefore(db, userId, email),
          });
        },
      });

      app.post(apiPaths.discountInformation, {
        config: guessLimit,
        schema: {
          summary: 'What a discount (promo code id) grants',
          description:
            'Departs from the spec (decision 0038): an id is known only to a member who validated its code; ' +
            'any other id answers 404.',
          body: DiscountInformationSchema,
          response: { 200: PromoResultSchema },
        },
        handler: async (request) => {
          const { userId, email } = currentMember(request);
          const promo = await knownPromo(db, userId, Number(request.body.discount_id));
          if (!promo) throw unknownDiscount();
          return sayPromo(request, {
            promo: usablePromo(promo, 'discount_id'),
            plans: await loadPlanPrices(db),
            currency,
            specialCode,
            hadSubscriptionBefore: await hadSubscriptionBefore(db, userId, email),
          });
        },
      });

      app.post(apiPaths.webPayment, {
        schema: {
          summary: 'Pay for premium by card: starts the subscription (idempotent per member)',
          description:
            "Departs from the spec (decision 0038): `plan_price` is checked against the server's own price " +
            '(409 `price_changed`); `mgm` is filled by the server from the referral the member signed up with; ' +
            'a promo id counts only for the member who validated its code; `x-client-platform: ios` is ' +
            'refused (403 `premium_not_in_app`).',
          body: WebPaymentSchema,
          response: { 200: PaymentAnswerSchema },
        },
        handler: async (request) => {
          if (request.headers[PLATFORM_HEADER] === 'ios')
            throw new AppError('premium_not_in_app', 'shared.billing.premiumNotInIos');
          const body = request.body;
          const discountId = body.subscription_discount_id;
          const subscription = await purchasePremium({
            db,
            gateway,
            mail,
            currency,
            member: currentMember(request),
            purchase: {
              nonce: body.nonce_from_the_client,
              plan: body.plan_name,
              planPrice: body.plan_price,
              promoCodeId:
                discountId === undefined || discountId === null || discountId === ''
                  ? null
                  : Number(discountId),
            },
            specialCode,
            log: request.log,
          });
          const promo = subscription.promo_code_id
            ? await findPromoById(db, subscription.promo_code_id)
            : undefined;
          return {
            message: sayTo(request, 'server.billing.welcome'),
            subscription: presentSubscription(subscription, promo?.code ?? null, currency),
          };
        },
      });

      app.get(apiPaths.subscription, {
        schema: {
          summary: "The member's subscription (the newest), or null",
          response: { 200: SubscriptionAnswerSchema },
        },
        handler: async (request) => answerSubscription(currentMember(request)),
      });

      app.post(apiPaths.cancelSubscription, {
        schema: {
          summary: 'Cancel: nothing more is billed; premium lasts until the paid-through date',
          description: 'The body (optional) says why: a reason of CANCELLATION_REASONS and free text.',
          body: z.optional(z.nullable(CancellationAnswerSchema)),
          response: { 200: SubscriptionAnswerSchema },
        },
        handler: async (request) => {
          const member = currentMember(request);
          await cancelSubscription({
            db,
            gateway,
            userId: member.userId,
            answer: request.body ?? {},
            mail,
          });
          return answerSubscription(member);
        },
      });

      app.get(cancellationPaths.retentionOffer, {
        schema: {
          summary: 'The one offer a member about to cancel would get now (once a year), or null',
          response: { 200: RetentionOfferAnswerSchema },
        },
        handler: async (request) => ({
          offer: await currentOffer(db, currentMember(request).userId, currency),
        }),
      });

      app.post(cancellationPaths.retentionOffer, {
        // One accepted offer per subscription, however often it is sent (decision 0029).
        config: { idempotent: true },
        schema: {
          summary: 'Accept the offer instead of cancelling: the subscription runs on at the lower price',
          body: z.optional(z.nullable(CancellationAnswerSchema)),
          response: { 200: SubscriptionAnswerSchema },
        },
        handler: async (request) => {
          const member = currentMember(request);
          await acceptRetentionOffer({ db, gateway, userId: member.userId, answer: request.body ?? {} });
          return answerSubscription(member);
        },
      });
    }),
  );
};
