import { PauseRequestSchema, PauseStateSchema, pauseMessages, pausePaths } from '@studio/shared';
import { AppError } from '../../errors';
import { currentMember, memberRoutes } from '../accounts';
import { guardGateway } from './guard-gateway';
import { pauseState, pauseSubscription, resumeSubscription, undoCancellation } from './pause-subscription';
import { liveSubscription } from './subscriptions';

/** Pause premium, resume it, undo a cancellation (issue 18, decision 0028). Each answers the pause state. */
export const pauseRoutes = memberRoutes({ tags: ['billing'], errors: [400, 402, 404, 409, 503] }, (app) => {
  const { db } = app.deps.database;
  const gateway = guardGateway(app.deps.payments, app.log);
  const { mail } = app;
  const schema = (summary: string) => ({ summary, response: { 200: PauseStateSchema } });

  app.get(pausePaths.pause, {
    schema: schema(
      'Whether premium may be paused (and until when), or is paused; whether a cancellation can be undone',
    ),
    handler: async (request) => pauseState(db, currentMember(request).userId),
  });

  app.post(pausePaths.pause, {
    schema: {
      ...schema('Pause premium for 1, 2 or 3 months from the end of the paid period, once a year'),
      body: PauseRequestSchema,
    },
    handler: async (request) => {
      const { userId } = currentMember(request);
      await pauseSubscription({ db, gateway, mail }, { userId, months: request.body.months });
      return pauseState(db, userId);
    },
  });

  app.post(pausePaths.resume, {
    schema: schema('Resume now: billing starts again at the end of the paid period, or now'),
    handler: async (request) => {
      const { userId } = currentMember(request);
      const resumed = await resumeSubscription({ db, gateway, mail }, { userId, by: 'member' });
      if (!resumed) {
        // Resumed already (a double click): the running subscription is the answer.
        const live = await liveSubscription(db, userId);
        if (!live || live.status === 'past_due') throw new AppError('conflict', pauseMessages.notPaused);
      }
      return pauseState(db, userId);
    },
  });

  app.post(pausePaths.undoCancel, {
    schema: schema(
      'Undo a cancellation while premium lasts: billing resumes at the paid-through date, no new trial',
    ),
    handler: async (request) => {
      const { userId } = currentMember(request);
      await undoCancellation({ db, gateway, mail }, { userId });
      return pauseState(db, userId);
    },
  });
});
