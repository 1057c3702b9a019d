import { ErrorSchema, HomeSchema, homePaths } from '@studio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, cachedAnswer, currentMember } from '../accounts';
import { type WatchGrant, watchPresenter } from '../library';
import { loadHome } from './load-home';
import { presentHome } from './present';

export type HomeOptions = { watchGrants?: readonly WatchGrant[] };

/** GET /api/v4/home: the member's day in one answer (issue 6). */
export const homeRoutes = async (root: FastifyInstance, options: HomeOptions = {}): Promise<void> => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  app.get(homePaths.home, {
    ...cachedAnswer,
    onRequest: authenticate,
    schema: {
      tags: ['home'],
      security: [{ memberEmail: [], memberToken: [] }],
      summary: "Home data: program, next workout, today's state, phrase, cards and meals",
      response: { 200: HomeSchema, 401: ErrorSchema },
    },
    handler: async (request) => {
      const member = currentMember(request);
      const p = watchPresenter(app, member, options.watchGrants ?? []);
      return presentHome(await loadHome(db, member, p.now), member, p);
    },
  });
};
