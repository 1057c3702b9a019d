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
  setChallengeImage,
  updateChallenge,
  withImageUrl,
} from '../challenges';
import { audited } from './audit';
import { replaceCatalogueImage } from './catalogue-images';
import { currentStaff, studioRoutes } from './studio-routes';

/** Challenges in the console (issue 39, coach): made, changed and removed, each change audited. */
export const challengesRoutes = studioRoutes({ role: 'coach', errors: [400, 404] }, (app) => {
  const { db } = app.deps.database;
  const { storage } = app.deps;
  const present = withImageUrl(storage.url);

  app.get(challengePaths.studioChallenges, {
    schema: {
      summary: 'Every challenge, newest first, with its participants and finishers',
      response: { 200: StudioChallengesSchema },
    },
    handler: async () => ({ challenges: (await listStudioChallenges(db)).map(present) }),
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
        return { action: 'challenge.create', target: `challenge:${id}`, after, answer: present(after) };
      }),
  });

  app.put(challengePaths.studioChallenge(':id'), {
    schema: {
      summary: "Change a challenge's text, dates, goal, teams or badge; members keep their progress",
      description: 'Its picture is not part of the body: it is uploaded on its own (`/image`).',
      params: idParams,
      body: ChallengeInputSchema,
      response: { 200: StudioChallengeSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const before = await findStudioChallenge(tx, request.params.id);
        await updateChallenge(tx, request.params.id, request.body);
        const after = await findStudioChallenge(tx, request.params.id);
        return {
          action: 'challenge.update',
          target: `challenge:${before.id}`,
          before,
          after,
          answer: present(after),
        };
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
          answer: { challenges: (await listStudioChallenges(tx)).map(present) },
        };
      }),
  });

  app.post(challengePaths.studioChallengeImage(':id'), {
    schema: {
      summary: "Upload a challenge's picture (multipart `image`: png, jpeg or webp), shown on its card",
      params: idParams,
      consumes: ['multipart/form-data'],
      response: { 200: StudioChallengeSchema },
    },
    handler: async (request) => {
      const { id } = request.params;
      await findStudioChallenge(db, id);
      await replaceCatalogueImage(app, request, `challenges/${id}`, async (tx, key) => ({
        action: 'challenge.image',
        target: `challenge:${id}`,
        after: { image: key },
        answer: await setChallengeImage(tx, id, key),
      }));
      return present(await findStudioChallenge(db, id));
    },
  });

  app.delete(challengePaths.studioChallengeImage(':id'), {
    schema: {
      summary: "Take a challenge's picture away",
      params: idParams,
      response: { 200: StudioChallengeSchema },
    },
    handler: async (request) => {
      const { id } = request.params;
      const replaced = await audited(db, currentStaff(request), async (tx) => {
        const before = await setChallengeImage(tx, id, null);
        return { action: 'challenge.image', target: `challenge:${id}`, before, after: null, answer: before };
      });
      if (replaced?.startsWith('catalog/studio/')) await storage.remove(replaced).catch(() => {});
      return present(await findStudioChallenge(db, id));
    },
  });
});
