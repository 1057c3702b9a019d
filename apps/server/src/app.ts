import zlib from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION, MAX_IMAGE_BYTES } from '@studio/shared';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { readsFrom } from './db/replica';
import type { AppDeps, JobContext } from './deps';
import {
  accountsRoutes,
  createMemberCache,
  MEMBER_FILE_SWEEP,
  memberContextShape,
  memberFileSweepHandler,
  purgeSpentTokensHandler,
  userObjectLoader,
} from './features/accounts';
import {
  billingMemberExtension,
  billingRoutes,
  dunningJobHandlers,
  giftDeliveryHandler,
  guardGateway,
  inviteRewardHandler,
  pauseSweepHandler,
  seedPromoCodes,
  trialEndingHandler,
} from './features/billing';
import { challengeProgress, challengeRoutes } from './features/challenges';
import { memberExportHandlers, memberExportRoutes } from './features/data-export';
import { healthRoutes } from './features/health/routes';
import { homeRoutes } from './features/home';
import {
  freeSampleGrant,
  libraryMemberExtension,
  libraryRoutes,
  TRAILER_SWEEP,
  trailerHandlers,
  videoTranscodeHandler,
} from './features/library';
import {
  chatRoutes,
  createChatHub,
  liveEngineRoutes,
  liveRemindersHandler,
  liveReplayHandler,
} from './features/lives';
import { mediaRoutes } from './features/media/routes';
import { notificationRoutes, notifyHandler, reminderSweepHandler } from './features/notifications';
import { nutritionRoutes, shoppingListRoutes } from './features/nutrition';
import { playbackRoutes } from './features/playback';
import { profileMemberExtension, profileRoutes } from './features/profile';
import {
  programsMemberExtension,
  programsRoutes,
  promptOrigins,
  recordProgramProgress,
  rentedItems,
  reverseDeclinedPurchase,
  seedProgramPromo,
} from './features/programs';
import { savedMemberExtension, savedRoutes } from './features/saved';
import { storefrontRoutes } from './features/storefront';
import { STUDIO_ROLLUP, studioApiRoutes, studioRollupHandler } from './features/studio';
import { calendarFeedRoutes, weekRoutes } from './features/week';
import { type MailContext, mailHandler } from './jobs/mail';
import { type AnyHandler, type Jobs, openJobs } from './jobs/queue';
import { registerErrorHandler, zodValidatorCompiler } from './lib/error-handler';
import { studioLanguageCache } from './lib/i18n';
import { registerIdempotency } from './lib/idempotency';
import { registerJsonBody } from './lib/json-body';
import { AccessLog, lazyChildLogger, loggerOptions } from './lib/logger';
import { createMetrics, requestObserver, serveMetrics } from './lib/metrics';
import { rateLimitSweepHandler, registerRateLimits } from './lib/rate-limit';
import { registerRequestId, requestId } from './lib/request-id';
import { BRAINTREE_ORIGINS, registerSecurityHeaders, storageOrigins } from './lib/security';
import { registerWebApp } from './lib/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
    /** What every feature queues its mails with: made once, in `buildApp`. */
    mail: MailContext;
  }
}

export type BuildOptions = { deps: AppDeps; logger?: FastifyServerOptions['logger'] };

/**
 * TRUST_PROXY as Fastify takes it: a number of proxies is a trust function over the hops counted
 * from the socket (proxy-addr's own meaning of a hop count), so the client's address is the one
 * the nearest untrusted hop wrote and anything a client wrote before it is ignored.
 */
const trustedProxies = (trust: Config['TRUST_PROXY']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** Every kind of job is made the same way: from the one context, into its handler or handlers. */
type MakeJobHandlers = (context: JobContext) => AnyHandler | readonly AnyHandler[];

/** The background work this server does (decision 0018). */
const JOB_HANDLERS: readonly MakeJobHandlers[] = [
  mailHandler,
  memberFileSweepHandler,
  purgeSpentTokensHandler,
  rateLimitSweepHandler,
  videoTranscodeHandler,
  // Each class's public trailer (issue 38).
  trailerHandlers,
  ({ db, config, log }) => studioRollupHandler(db, config.STUDIO_TIME_ZONE, log),
  trialEndingHandler,
  // A failed renewal's grace period (issue 18).
  dunningJobHandlers,
  // Export my data (issue 19): the ZIP, and the removal of expired ones.
  memberExportHandlers,
  // Pauses: reminders before they end, and their resumes (issue 18).
  pauseSweepHandler,
  // Invite a friend's rewards, and each gift's mail on its day (issue 38).
  inviteRewardHandler,
  ({ db, mail, config }) => giftDeliveryHandler({ db, mail, zone: config.STUDIO_TIME_ZONE }),
  // A live class's replay, from its stream's recording, and the mails of who asked to be told (issue 37).
  liveReplayHandler,
  liveRemindersHandler,
  // Push notifications and reminders (issue 39): the minute's sweep, and each one's delivery.
  reminderSweepHandler,
  notifyHandler,
];

/** Builds the whole server; `server.ts` listens on it and tests call it through `inject`. */
export const buildApp = async ({ deps, logger }: BuildOptions): Promise<FastifyInstance> => {
  const accessLog = new AccessLog();
  const app = Fastify({
    logger: logger ?? loggerOptions(deps.config.LOG_LEVEL),
    bodyLimit: 1024 * 1024,
    trustProxy: trustedProxies(deps.config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    logController: accessLog,
    // A SIGTERM drains (issue 16): requests that reach the process while it closes are served, not
    // refused with 503 (a load balancer cannot send a refused POST elsewhere); it takes no new
    // connections, and its idle ones are closed, so the balancer moves to the other processes.
    return503OnClosing: false,
    requestIdHeader: false,
    genReqId: requestId,
    childLoggerFactory: lazyChildLogger,
  });
  app.decorate('deps', deps);
  app.decorate('memberCache', createMemberCache(deps.database.changes));
  // The studio's default language, for answers that name no language of their own (issue 35).
  app.decorate('studioLanguage', studioLanguageCache(deps.database.db));
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBody(app);
  registerRequestId(app);
  registerIdempotency(app);
  // The job queue (decision 0018): what must outlive this process (mail, clean-ups) is a row.
  const jobs = await openJobs(deps.database, { work: deps.config.JOBS_WORK, log: app.log });
  app.decorate('jobs', jobs);
  // A mail is a job written with the change it tells of; its links start at the public address.
  app.decorate('mail', { jobs, publicUrl: deps.config.publicUrl, currency: deps.config.STUDIO_CURRENCY });
  const metrics = createMetrics(deps.database, jobs);
  app.decorate('reads', readsFrom(deps.database.db, deps.database.replica, metrics.replicaRead));
  accessLog.observe = requestObserver(metrics);
  const jobContext: JobContext = { ...deps, db: deps.database.db, mail: app.mail, jobs, log: app.log };
  await jobs.start(
    JOB_HANDLERS.flatMap((make) => make(jobContext)),
    { onAttempt: metrics.jobAttempt },
  );
  serveMetrics(app, metrics, {
    token: deps.config.METRICS_TOKEN,
    port: deps.config.METRICS_PORT,
    host: deps.config.METRICS_HOST,
  });

  registerSecurityHeaders(
    app,
    storageOrigins(deps.config),
    deps.payments.provider === 'braintree' ? BRAINTREE_ORIGINS : null,
    promptOrigins(deps.database.db, deps.database.changes),
  );
  if (deps.payments.provider === 'sandbox') {
    app.log.warn('payments: offline sandbox (test cards, no real money); set BRAINTREE_* to take payments');
  }
  if (!deps.config.SPECIAL_TRIAL_PROMO_CODE) {
    app.log.warn(
      'payments: no 30-day trial code (set SPECIAL_TRIAL_PROMO_CODE to offer one); trials are 14 days',
    );
  }
  // Counted in the database, so that every process sees every attempt (issue 33).
  await registerRateLimits(app, deps.database.db);
  // API answers above 1 KB, compressed when the client asks (static files come precompressed).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default quality (11) is for files built once; 4 suits answers made per request.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Studio API',
        version: APP_VERSION,
        description:
          'Every error answer is `{ code, message, errors? }`. `code` is stable and the same in every ' +
          'language: decide on it. `message` and the `errors` entries are worded for people, in the ' +
          "request's language: the first of its `Accept-Language` that Studio speaks (`en`, `pt-BR`, " +
          '`es`; `pt-PT` reads `pt-BR`, `es-MX` reads `es`), else English.',
      },
      components: {
        securitySchemes: {
          memberEmail: { type: 'apiKey', in: 'header', name: 'X-User-Email' },
          memberToken: { type: 'apiKey', in: 'header', name: 'X-User-Token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The document is built either way (the tests read it); it is served when API_DOCS is on.
  if (deps.config.API_DOCS) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes);
  const extensions = [
    billingMemberExtension(deps.payments, app.log),
    programsMemberExtension(),
    libraryMemberExtension(),
    savedMemberExtension(deps.storage),
    profileMemberExtension(deps.storage),
  ];
  // What the auth statement reads with the session (decision 0013).
  app.decorate('memberContext', memberContextShape(extensions.map((e) => e.context)));
  // A running program rental lets its workouts play without premium (DESIGN 3a).
  // Free samples (issue 38): any member may watch them.
  const freeSamples = freeSampleGrant(deps.database.db, deps.database.changes);
  await freeSamples.ready;
  const watchGrants = [rentedItems, freeSamples.grant];
  await app.register(accountsRoutes, { extensions });
  // A program bought by card and declined at settlement is taken back as a first premium charge is.
  await app.register(billingRoutes, { onSettlementDeclined: [reverseDeclinedPurchase] });
  await app.register(libraryRoutes, { watchGrants });
  await app.register(playbackRoutes, {
    watchGrants,
    // Programs first: a program's completion is then what a program challenge counts (issue 39).
    onFinished: [
      recordProgramProgress,
      challengeProgress({ studioZone: deps.config.STUDIO_TIME_ZONE, mail: app.mail }),
    ],
  });
  await app.register(programsRoutes, {
    gateway: guardGateway(deps.payments, app.log),
    store: deps.store,
    userObject: userObjectLoader({
      db: deps.database.db,
      storage: deps.storage,
      extensions,
      shape: app.memberContext,
    }),
  });
  await app.register(nutritionRoutes);
  await app.register(shoppingListRoutes);
  await app.register(memberExportRoutes);
  await app.register(homeRoutes, { watchGrants });
  await app.register(savedRoutes, { watchGrants });
  await app.register(profileRoutes);
  await app.register(weekRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(studioApiRoutes, { extensions });
  await app.register(liveEngineRoutes);
  // Live classes' chats (issue 37): their streams end first when the process closes (clients reconnect).
  const chatHub = createChatHub(deps.database.db, deps.database.changes);
  app.addHook('preClose', async () => chatHub.close());
  await app.register(chatRoutes(chatHub), { watchGrants });
  await app.register(storefrontRoutes);
  await app.register(notificationRoutes);
  await app.register(challengeRoutes);
  await registerWebApp(app);
  await app.register(mediaRoutes);
  app.addHook('onReady', async () => {
    await app.studioLanguage.refresh();
    await seedPromoCodes(deps.database.db, {
      specialCode: deps.config.SPECIAL_TRIAL_PROMO_CODE,
      withDemoCode: deps.payments.provider === 'sandbox',
    });
    if (deps.payments.provider === 'sandbox') await seedProgramPromo(deps.database.db);
  });
  app.addHook('onListen', async () => {
    // One sweep soon after a start, however many processes start together (then every six hours).
    await jobs.send(
      MEMBER_FILE_SWEEP,
      {},
      { singletonKey: 'start-up', singletonSeconds: 600, startAfter: 30 },
    );
    // The dashboard's days missed while no process ran, rolled up soon after a start (then hourly).
    await jobs.send(STUDIO_ROLLUP, {}, { singletonKey: 'start-up', singletonSeconds: 600, startAfter: 60 });
    // Trailers for the classes a catalogue import or a transcode left without one (then hourly).
    await jobs.send(TRAILER_SWEEP, {}, { singletonKey: 'start-up', singletonSeconds: 600, startAfter: 5 });
  });
  app.addHook('onClose', async () => {
    // Jobs running here finish (a SIGTERM drains them); the ones left are another process's.
    app.log.info('shutdown: requests done; stopping the jobs');
    await jobs.stop();
    app.memberCache.close();
    app.log.info('shutdown: jobs stopped; closing the mailer');
    await deps.mailer.close();
  });
  return app;
};
