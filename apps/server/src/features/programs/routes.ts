import {
  ConfigureDaysSchema,
  ErrorSchema,
  MessageSchema,
  PLATFORM_HEADER,
  ProgramAnswerSchema,
  ProgramListSchema,
  ProgramPromoAnswerSchema,
  ProgramPromoValidateSchema,
  PurchaseProgramAnswerSchema,
  PurchaseProgramSchema,
  programPaths,
  type User,
  UserSchema,
} from '@studio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentsGateway } from '../../adapters/payments';
import type { StoreGateway } from '../../adapters/store';
import { AppError } from '../../errors';
import { sayTo } from '../../lib/i18n';
import { idParams } from '../../lib/route-params';
import { cachedAnswer, currentMember, memberRoutes, perMemberLimit } from '../accounts';
import { mediaUrl } from '../library';
import { configureProgramDays } from './configure-days';
import { findProgram, listPrograms, loadProgramDetails } from './load-programs';
import { presentProgram, presentProgramDetails } from './present';
import { validateProgramPromo } from './program-promo-codes';
import { markCongratsSeen } from './progress';
import { purchaseProgram } from './purchase-program';
import { storeVerifier, syncStorePurchases } from './store-purchases';
import { flagStorePurchase, webhookAuthorized } from './store-webhook';

const tags = ['programs'];
const errors = {
  400: ErrorSchema,
  401: ErrorSchema,
  402: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  429: ErrorSchema,
  503: ErrorSchema,
};

export type ProgramsOptions = {
  /** The payments gateway as billing guards it (provider failures are 503s). */
  gateway: PaymentsGateway;
  store: StoreGateway;
  /** The user object, as GET /me answers it. */
  userObject: (userId: number) => Promise<User>;
};

/** Programs: list, details, promo codes, purchase (card or store), training days, progress (issue 5). */
export const programsRoutes = async (root: FastifyInstance, options: ProgramsOptions): Promise<void> => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const look = { media: mediaUrl(app.deps.storage), currency: app.deps.config.STUDIO_CURRENCY };
  const verifyStore = storeVerifier(options.store, app.log);
  const details = async (userId: number, programId: number) => {
    const row = await loadProgramDetails(db, userId, programId);
    return presentProgramDetails(row, row.days, look, new Date());
  };

  app.post(programPaths.storeWebhook, {
    schema: {
      tags,
      summary: 'RevenueCat webhook: a member bought in the store; their next sign-in syncs (apple_rc_sync)',
      body: z.object({
        event: z.looseObject({ type: z.string().max(100), app_user_id: z.string().max(200).optional() }),
      }),
      response: { 200: MessageSchema, ...errors },
    },
    handler: async (request) => {
      if (!webhookAuthorized(request.headers.authorization, app.deps.config.REVENUECAT_WEBHOOK_SECRET)) {
        request.log.warn('store webhook with a wrong or missing authorization');
        throw new AppError('webhook_refused', 'server.webhook.storeRefused');
      }
      await flagStorePurchase({ db, event: request.body.event });
      return { message: 'ok' };
    },
  });

  await app.register(
    memberRoutes({ tags, errors: [400, 402, 403, 404, 409, 429, 503] }, async (app) => {
      app.get(programPaths.list, {
        ...cachedAnswer,
        schema: {
          summary: 'Programs on offer, with the member state of each',
          response: { 200: ProgramListSchema },
        },
        handler: async (request) => {
          const now = new Date();
          const rows = await listPrograms(db, currentMember(request).userId);
          return { programs: rows.map((row) => presentProgram(row, look, now)) };
        },
      });

      app.get(programPaths.details(':id'), {
        ...cachedAnswer,
        schema: {
          summary: 'A program with its weeks, days and the member progress',
          params: idParams,
          response: { 200: ProgramAnswerSchema },
        },
        handler: async (request) => ({
          program: await details(currentMember(request).userId, request.params.id),
        }),
      });

      app.post(programPaths.validatePromo, {
        // Guessing promo codes is limited like guessing passwords, per member.
        config: perMemberLimit(app.deps.config.AUTH_RATE_LIMIT),
        schema: {
          summary: 'What a program promo code gives: its id and discount percentage',
          body: ProgramPromoValidateSchema,
          response: { 200: ProgramPromoAnswerSchema },
        },
        handler: async (request) => {
          const { userId } = currentMember(request);
          const programId = request.body.program_id ? Number(request.body.program_id) : null;
          const promo = await validateProgramPromo({ db, userId, code: request.body.code, programId });
          return {
            program_promo_code: { id: promo.id, code: promo.code, discount_percentage: promo.percent },
          };
        },
      });

      app.post(programPaths.purchase(':id'), {
        schema: {
          summary: 'Buy (rent) a program: the card on the web, the store transaction on iOS',
          description:
            "Departs from the spec (decision 0038): the iOS `price` is checked against the server's own price " +
            '(409 `price_changed`), and a promo id counts only for the member who validated its code.',
          params: idParams,
          body: PurchaseProgramSchema,
          response: { 200: PurchaseProgramAnswerSchema },
        },
        handler: async (request) => {
          const current = currentMember(request);
          const purchase = await purchaseProgram({
            db,
            member: current,
            programId: request.params.id,
            platform: request.headers[PLATFORM_HEADER],
            body: request.body,
            gateway: options.gateway,
            verifyStore,
            mail: app.mail,
          });
          return {
            message: sayTo(request, 'shared.programs.purchased'),
            program: await details(current.userId, purchase.program_id),
          };
        },
      });

      app.post(programPaths.configureDays(':id'), {
        schema: {
          summary: 'Training days for the running program (as many as it asks a week)',
          params: idParams,
          body: ConfigureDaysSchema,
          response: { 200: UserSchema },
        },
        handler: async (request) => {
          const { userId } = currentMember(request);
          if (Number(request.body.program_id) !== request.params.id)
            throw new AppError('validation', 'shared.programs.noProgramToConfigure', {
              program_id: ['shared.programs.noProgramToConfigure'],
            });
          await configureProgramDays({ db, userId, programId: request.params.id, model: request.body.model });
          return options.userObject(userId);
        },
      });

      app.put(programPaths.congratsSeen(':id'), {
        schema: {
          summary: 'The member saw the completion prompt (once)',
          params: idParams,
          response: { 200: MessageSchema },
        },
        handler: async (request) => {
          const { userId } = currentMember(request);
          await findProgram(db, userId, request.params.id);
          if (!(await markCongratsSeen({ db, userId, programId: request.params.id })))
            throw new AppError('program_not_completed', 'shared.programs.congratsNotDue');
          return { message: sayTo(request, 'server.programs.congratsSeen') };
        },
      });

      app.post(programPaths.storeSync, {
        schema: {
          summary:
            "iOS store sync: the store's purchases of this member, verified with the store and granted",
          response: { 200: UserSchema },
        },
        handler: async (request) => {
          const { userId } = currentMember(request);
          await syncStorePurchases({ db, store: options.store, userId });
          return options.userObject(userId);
        },
      });
    }),
  );
};
