import { DashboardQuerySchema, DashboardSchema, studioPaths } from '@studio/shared';
import { loadDashboard } from './dashboard';
import { studioRoutes } from './studio-routes';

/** The owner's dashboard (issue 17): figures now and per studio day, from the rollup (decision 0021). */
export const dashboardRoutes = studioRoutes({ role: 'owner', errors: [400] }, (app) => {
  const { db } = app.deps.database;
  const zone = app.deps.config.STUDIO_TIME_ZONE;

  app.get(studioPaths.dashboard, {
    schema: {
      summary:
        'Members, trials, conversions, MRR, cancellations, program sales, promo uses, watch minutes, training weeks and challenges over 7, 30 or 90 days',
      description:
        'Challenges whose dates meet the window, with members, finishers and retention: those who joined, and those who trained during it without joining, each with how many finished a workout in the 14 days after it ended (decision 0051).',
      querystring: DashboardQuerySchema,
      response: { 200: DashboardSchema },
    },
    handler: async (request) =>
      loadDashboard(db, { days: request.query.days, zone, read: await app.reads() }),
  });
});
