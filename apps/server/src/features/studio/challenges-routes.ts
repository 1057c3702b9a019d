import {
  ChallengeInputSchema,
  challengePaths,
  StudioChallengeSchema,
  StudioChallengesSchema,
} from '@studio/shared';
import { idParams } from '../../lib/route-params';
import {
  createChallenge,
  findStudioChallenge,
  listStudioChallenges,
  removeChallenge,
  updateChallenge,
} from '../challenges';
import { audited } from './audit';
import { currentStaff, studioRoutes } from './studio-routes';

/** Challenges in the console (issue 39, coach): made, changed and removed, each change audited. */
export const challengesRoutes = studioRoutes({ role: 'coach', errors: [400, 404] }, (app) => {
  const { db } = app.deps.database;

  app.get(challengePaths.studioChallenges, {
    schema: {
      summary: 'Every challenge, newest first, with its participants and finishers',
      response: { 200: StudioChallengesSchema },
    },
    handler: async () => ({ challenges: await listStudioChallenges(db) }),
  });

  app.post(challengePaths.studioChallenges, {
    schema: {
      summary: 'Make a challenge: its dates (the studio calendar), goal, teams and badge',
      body: ChallengeInputSchema,
      response: { 200: StudioChallengeSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const id = await createChallenge(tx, request.body);
        const after = await findStudioChallenge(tx, id);
        return { action: 'challenge.create', target: `challenge:${id}`, after, answer: after };
      }),
  });

  app.put(challengePaths.studioChallenge(':id'), {
    schema: {
      summary: "Change a challenge's text, dates, goal, teams or badge; members keep their progress",
      params: idParams,
      body: ChallengeInputSchema,
      response: { 200: StudioChallengeSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const before = await findStudioChallenge(tx, request.params.id);
        await updateChallenge(tx, request.params.id, request.body);
        const after = await findStudioChallenge(tx, request.params.id);
        return { action: 'challenge.update', target: `challenge:${before.id}`, before, after, answer: after };
      }),
  });

  app.delete(challengePaths.studioChallenge(':id'), {
    schema: {
      summary: 'Remove a challenge: members no longer see it, and it counts nothing more',
      params: idParams,
      response: { 200: StudioChallengesSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const before = await findStudioChallenge(tx, request.params.id);
        await removeChallenge(tx, request.params.id);
        return {
          action: 'challenge.remove',
          target: `challenge:${before.id}`,
          before,
          answer: { challenges: await listStudioChallenges(tx) },
        };
      }),
  });
});
