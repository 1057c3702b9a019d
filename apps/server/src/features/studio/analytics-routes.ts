import { CohortQuerySchema, CohortsSchema, cohortsCsv, studioPaths } from '@studio/shared';
import { loadCohorts } from './analytics-cohorts';
import { studioRoutes } from './studio-routes';

/** The owner's analytics (issue 40, decision 0056): cohorts, as JSON and as a CSV file. */
export const analyticsRoutes = studioRoutes({ role: 'owner', errors: [400] }, (app) => {
  const { db } = app.deps.database;
  const zone = app.deps.config.STUDIO_TIME_ZONE;
  const cohortsOf = async (months: Parameters<typeof loadCohorts>[1]['months']) =>
    loadCohorts({ db, read: await app.reads() }, { months, zone });

  app.get(studioPaths.analyticsCohorts, {
    schema: {
      summary:
        'Cohorts: members by sign-up month, and in each month since, how many trained and how many paid',
      description:
        'Studio months (STUDIO_TIME_ZONE). Trained: finished a workout in the month. Paid: a settled charge, not refunded, whose period (1, 6 or 12 months by plan) met the month; trials and gifts are not paid. Percentages are of the cohort members at the rollup, rounded half up. From a monthly rollup (decision 0056); the running month is `partial`, as of the last hourly rollup.',
      querystring: CohortQuerySchema,
      response: { 200: CohortsSchema },
    },
    handler: async (request) => cohortsOf(request.query.months),
  });

  app.get(studioPaths.analyticsCohortsCsv, {
    schema: {
      summary: 'The cohorts table as a CSV file: a line per cohort and month since',
      querystring: CohortQuerySchema,
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      const cohorts = await cohortsOf(request.query.months);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="cohorts-${request.query.months}-months.csv"`)
        .send(cohortsCsv(cohorts.cohorts));
    },
  });
});
