import crypto from 'node:crypto';
import {
  CalendarFeedSchema,
  calendarFeedParams,
  ErrorSchema,
  localDay,
  MessageSchema,
  PlannedWorkoutInputSchema,
  PlannedWorkoutSchema,
  plannedWorkoutParams,
  WeekQuerySchema,
  WeekSchema,
  weekPaths,
} from '@studio/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sayTo } from '../../lib/i18n';
import { clientAddress, limitInRoute } from '../../lib/rate-limit';
import { cachedAnswer, currentMember, memberRoutes } from '../accounts';
import { calendarFeed, feedUrl, resetFeedToken } from './calendar-feed';
import { loadMyWeek } from './my-week';
import { addPlannedWorkout, removePlannedWorkout } from './planned-workouts';

const tags = ['week'];
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
/** Requests for one feed from one client address a minute: a calendar app polls a few times an hour. */
export const CALENDAR_FEED_RATE_LIMIT = 60;
/** Requests for feeds that do not exist (guesses, replaced URLs) from one client address a minute. */
export const CALENDAR_FEED_MISS_LIMIT = 60;

/** My week: the calendar, planned workouts and the feed's secret (issue 19). */
export const weekRoutes = memberRoutes({ tags, errors: [400, 404] }, async (app) => {
  const { db } = app.deps.database;
  const { publicUrl } = app.deps.config;

  app.get(weekPaths.week, {
    ...cachedAnswer,
    schema: {
      summary:
        "The member's week as a calendar: program days, workout days, live classes, meals, planned workouts",
      querystring: WeekQuerySchema,
      response: { 200: WeekSchema },
    },
    handler: async (request) =>
      loadMyWeek(db, {
        member: currentMember(request),
        start: request.query.start,
        now: new Date(),
      }),
  });

  app.post(weekPaths.plannedWorkouts, {
    schema: {
      summary: 'Put a library workout on a day of the week',
      body: PlannedWorkoutInputSchema,
      response: { 200: PlannedWorkoutSchema },
    },
    handler: async (request) => {
      const member = currentMember(request);
      return addPlannedWorkout(db, {
        userId: member.userId,
        day: request.body.day,
        itemId: request.body.item_id,
        today: localDay(new Date(), member.user.time_zone).date,
      });
    },
  });

  app.delete(weekPaths.plannedWorkout(':id'), {
    schema: {
      summary: 'Take a planned workout off its day',
      params: plannedWorkoutParams,
      response: { 200: MessageSchema },
    },
    handler: async (request) => {
      await removePlannedWorkout(db, { userId: currentMember(request).userId, id: request.params.id });
      return { message: sayTo(request, 'shared.week.workoutUnplanned') };
    },
  });

  app.post(weekPaths.calendarFeed, {
    schema: {
      summary: 'Make the private calendar feed URL, or replace it (the old URL stops working)',
      description:
        'The URL is answered here only: the server keeps the hash of its token, as for sessions, so My week ' +
        'answers `has_feed` and a member who lost the URL makes a new one (issue 33).',
      response: { 200: CalendarFeedSchema },
    },
    handler: async (request) => ({
      feed_url: feedUrl(publicUrl, await resetFeedToken(db, currentMember(request).userId)),
    }),
  });
});

/**
 * GET a member's calendar feed by its secret (no session: calendar apps cannot sign in). Two limits,
 * each per client address (the proxy's, only when trusted), counted once the file is looked up
 * (issue 33): a feed is limited per address and feed, since a calendar service polls many members'
 * feeds from one address; files that name no feed are limited per address, so that tokens cannot be
 * guessed in bulk, and guesses never use up a real feed's budget.
 */
export const calendarFeedRoutes = async (root: FastifyInstance): Promise<void> => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const fileOf = (request: FastifyRequest) => (request.params as { file: string }).file;
  const polls = limitInRoute(app, {
    max: CALENDAR_FEED_RATE_LIMIT,
    timeWindow: '1 minute',
    // The token's hash, as the feeds table keeps it: a count never holds a token itself.
    key: (request) => `feed ${clientAddress(request)} ${sha256(fileOf(request))}`,
  });
  const misses = limitInRoute(app, {
    max: CALENDAR_FEED_MISS_LIMIT,
    timeWindow: '1 minute',
    key: (request) => `feed-miss ${clientAddress(request)}`,
  });
  app.get(weekPaths.feed(':file'), {
    schema: {
      tags,
      summary: "A member's calendar (ICS) named by its secret token",
      params: calendarFeedParams,
      response: { 200: z.string().describe('text/calendar (RFC 5545)'), 404: ErrorSchema, 429: ErrorSchema },
    },
    handler: async (request, reply) => {
      const text = await calendarFeed(db, {
        file: request.params.file,
        now: new Date(),
        publicUrl: app.deps.config.publicUrl,
        admit: (known) => (known ? polls : misses)(request, reply),
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(text);
    },
  });
};
