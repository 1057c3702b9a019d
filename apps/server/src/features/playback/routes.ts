import {
  FeedbackSchema,
  FinishedAnswerSchema,
  ITEM_KINDS,
  libraryPaths,
  PlaybackEventSchema,
  PositionAnswerSchema,
  PositionSchema,
  WorkoutStatusSchema,
} from '@studio/shared';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { pathId } from '../../lib/route-params';
import { currentMember, type Member, memberRoutes } from '../accounts';
import { canWatchItem, findItem, type WatchGrant, watchPresenter } from '../library';
import { assertResumable, savePosition } from './positions';
import { assertPlayable, recordFeedback, recordFinish, recordStart } from './record-playback';
import { workoutStatus } from './workout-status';

const tags = ['playback'];

/** Play events, the member's status of an item, and workout feedback (spec M4, M7). */
export type PlaybackOptions = {
  watchGrants?: readonly WatchGrant[];
  /** Called once per counted finish (programs mark the day done). */
  onFinished?: readonly ((input: {
    db: Db;
    userId: number;
    itemId: number;
    timeZone: string;
  }) => Promise<unknown>)[];
};

export const playbackRoutes = memberRoutes<PlaybackOptions>(
  { tags, errors: [400, 403, 404, 409] },
  async (app, options) => {
    const { db } = app.deps.database;
    const grants = options.watchGrants ?? [];

    /** The item, if this member may play it now. */
    const playable = async (member: Member, kind: (typeof ITEM_KINDS)[number], id: number) => {
      const item = await findItem(db, member.userId, kind, id);
      const p = watchPresenter(app, member, grants);
      assertPlayable(item, { canWatch: canWatchItem(item, p.access), now: p.now });
      return item;
    };

    app.post(libraryPaths.started, {
      schema: {
        summary: 'The member started playing an item (on play)',
        body: PlaybackEventSchema,
        response: { 200: WorkoutStatusSchema },
      },
      handler: async (request) => {
        const { userId } = currentMember(request);
        const { id, kind } = request.body;
        const item = await playable(currentMember(request), kind, id);
        await recordStart({ db, userId, itemId: item.id });
        return workoutStatus(db, { userId, itemId: item.id, kind });
      },
    });

    app.post(libraryPaths.finished, {
      // Once per play by nature: a repeat (a write queued offline, sent again) counts nothing more.
      config: { idempotent: true },
      schema: {
        summary: 'The member played more than 80 % of an item; counted once per play',
        body: PlaybackEventSchema,
        response: { 200: FinishedAnswerSchema },
      },
      handler: async (request) => {
        const { userId } = currentMember(request);
        const { id, kind } = request.body;
        const item = await playable(currentMember(request), kind, id);
        const { counted } = await recordFinish({ db, userId, item });
        const timeZone = currentMember(request).user.time_zone;
        if (counted)
          for (const hook of options.onFinished ?? []) await hook({ db, userId, itemId: item.id, timeZone });
        return { counted, status: await workoutStatus(db, { userId, itemId: item.id, kind }) };
      },
    });

    app.get(libraryPaths.status(':kind', ':id'), {
      schema: {
        summary: "The member's status of an item: completed, how often, last started and finished",
        params: z.object({
          kind: z.enum(ITEM_KINDS),
          id: pathId,
        }),
        response: { 200: WorkoutStatusSchema },
      },
      handler: async (request) => {
        const { userId } = currentMember(request);
        const { kind, id } = request.params;
        const item = await findItem(db, userId, kind, id);
        return workoutStatus(db, { userId, itemId: item.id, kind });
      },
    });

    app.put(libraryPaths.position(':kind', ':id'), {
      schema: {
        summary:
          'Where the member stopped watching an item (every 10 s of play, on pause, on close): resumed on any device',
        params: z.object({
          kind: z.enum(ITEM_KINDS),
          id: pathId,
        }),
        body: PositionSchema,
        response: { 200: PositionAnswerSchema },
      },
      handler: async (request) => {
        const member = currentMember(request);
        const { kind, id } = request.params;
        // Access comes from the member context: the save is one statement (it is sent every 10 s).
        assertResumable(kind, id, watchPresenter(app, member, grants).access);
        return savePosition(db, { userId: member.userId, itemId: id, kind, seconds: request.body.seconds });
      },
    });

    app.post(libraryPaths.feedback, {
      schema: {
        summary:
          'Workout feedback: difficulty (1 too easy, 2 just right, 3 too hard, as a one-item list) and a comment',
        body: FeedbackSchema,
        response: { 200: WorkoutStatusSchema },
      },
      handler: async (request) => {
        const { userId } = currentMember(request);
        const { feedback, id, trainable_type } = request.body;
        // Feedback is about a workout the member could play.
        const item = await playable(currentMember(request), trainable_type, id);
        await recordFeedback({ db, userId, itemId: item.id, kind: trainable_type, feedback });
        return workoutStatus(db, { userId, itemId: item.id, kind: trainable_type });
      },
    });
  },
);
