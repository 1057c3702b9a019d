import { HomeSchema, homePaths } from '@studio/shared';
import { requestLocale } from '../../lib/i18n';
import { cachedAnswer, currentMember, memberRoutes } from '../accounts';
import { type WatchGrant, watchPresenter } from '../library';
import { loadHome } from './load-home';
import { presentHome } from './present';

export type HomeOptions = { watchGrants?: readonly WatchGrant[] };

/** GET /api/v4/home: the member's day in one answer (issue 6). */
export const homeRoutes = memberRoutes<HomeOptions>({ tags: ['home'], errors: [] }, async (app, options) => {
  const { db } = app.deps.database;
  app.get(homePaths.home, {
    ...cachedAnswer,
    schema: {
      summary: "Home data: program, next workout, today's state, phrase, cards and meals",
      response: { 200: HomeSchema },
    },
    handler: async (request) => {
      const member = currentMember(request);
      const p = watchPresenter(app, member, options.watchGrants ?? []);
      return presentHome(await loadHome(db, member, p.now), member, p, requestLocale(request));
    },
  });
});
