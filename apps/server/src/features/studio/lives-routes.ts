import {
  LiveInputSchema,
  type StudioLive,
  StudioLiveSchema,
  StudioLivesSchema,
  studioPaths,
} from '@studio/shared';
import { idParams } from '../../lib/route-params';
import {
  cancelLive,
  createLive,
  type LiveEngine,
  listLives,
  presentLive,
  resetStreamKey,
  trainerChoices,
  updateLive,
} from '../library';
import { audited } from './audit';
import { currentStaff, studioRoutes } from './studio-routes';

/** Live classes (issue 17, coach): scheduled in the studio's time zone, edited, cancelled. */
export const livesRoutes = studioRoutes({ role: 'coach', errors: [400, 404, 409] }, (app) => {
  const { db } = app.deps.database;
  const zone = app.deps.config.STUDIO_TIME_ZONE;
  const live = app.deps.live;
  const engine: LiveEngine = live ? { ingestUrl: live.ingestUrl } : null;
  const present = (row: Parameters<typeof presentLive>[0]) => presentLive(row, zone, engine);
  // The audit log keeps what a class was, never its stream key (a secret).
  const audit = ({ stream: _secret, ...rest }: StudioLive) => rest;

  app.get(studioPaths.lives, {
    schema: {
      summary: 'The live classes to come and of the last week, with the trainers to choose from',
      response: { 200: StudioLivesSchema },
    },
    handler: async () => {
      const [lives, trainers] = await Promise.all([listLives(db), trainerChoices(db)]);
      return { time_zone: zone, lives: lives.map(present), trainers };
    },
  });

  app.post(studioPaths.lives, {
    schema: {
      summary: 'Schedule a live class (date and time in the studio time zone)',
      body: LiveInputSchema,
      response: { 200: StudioLiveSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const created = present(await createLive(tx, request.body, zone, engine));
        return {
          action: 'live.create',
          target: `item:${created.id}`,
          after: audit(created),
          answer: created,
        };
      }),
  });

  app.put(studioPaths.live(':id'), {
    schema: {
      summary: 'Change a live class still to come',
      params: idParams,
      body: LiveInputSchema,
      response: { 200: StudioLiveSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const { before, after } = await updateLive(tx, request.params.id, request.body, zone, engine);
        const changed = present(after);
        return {
          action: 'live.update',
          target: `item:${changed.id}`,
          before: audit(present(before)),
          after: audit(changed),
          answer: changed,
        };
      }),
  });

  app.post(studioPaths.cancelLive(':id'), {
    schema: {
      summary: 'Cancel a live class: members no longer see it',
      params: idParams,
      response: { 200: StudioLiveSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const { before, after } = await cancelLive(tx, request.params.id);
        const cancelled = present(after);
        return {
          action: 'live.cancel',
          target: `item:${cancelled.id}`,
          before: audit(present(before)),
          after: audit(cancelled),
          answer: cancelled,
        };
      }),
  });

  app.post(studioPaths.liveStreamKey(':id'), {
    schema: {
      summary: 'A new stream key for a class streamed through Studio: the old one is refused from now on',
      params: idParams,
      response: { 200: StudioLiveSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const { after } = await resetStreamKey(tx, request.params.id);
        const changed = present(after);
        // The key is a secret: the audit log says that it changed, not what it is.
        return { action: 'live.stream_key', target: `item:${changed.id}`, answer: changed };
      }),
  });
});
