import { LiveInputSchema, StudioLiveSchema, StudioLivesSchema, studioPaths } from '@studio/shared';
import { idParams } from '../../lib/route-params';
import { cancelLive, createLive, listLives, presentLive, trainerChoices, updateLive } from '../library';
import { audited } from './audit';
import { currentStaff, studioRoutes } from './studio-routes';

/** Live classes (issue 17, coach): scheduled in the studio's time zone, edited, cancelled. */
export const livesRoutes = studioRoutes({ role: 'coach', errors: [400, 404, 409] }, (app) => {
  const { db } = app.deps.database;
  const zone = app.deps.config.STUDIO_TIME_ZONE;

  app.get(studioPaths.lives, {
    schema: {
      summary: 'The live classes to come and of the last week, with the trainers to choose from',
      response: { 200: StudioLivesSchema },
    },
    handler: async () => {
      const [lives, trainers] = await Promise.all([listLives(db), trainerChoices(db)]);
      return { time_zone: zone, lives: lives.map((row) => presentLive(row, zone)), trainers };
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
        const live = presentLive(await createLive(tx, request.body, zone), zone);
        return { action: 'live.create', target: `item:${live.id}`, after: live, answer: live };
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
        const { before, after } = await updateLive(tx, request.params.id, request.body, zone);
        const live = presentLive(after, zone);
        return {
          action: 'live.update',
          target: `item:${live.id}`,
          before: presentLive(before, zone),
          after: live,
          answer: live,
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
        const live = presentLive(after, zone);
        return {
          action: 'live.cancel',
          target: `item:${live.id}`,
          before: presentLive(before, zone),
          after: live,
          answer: live,
        };
      }),
  });
});
