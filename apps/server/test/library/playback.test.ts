import { type FinishedAnswer, type Library, libraryPaths, type WorkoutStatus } from '@studio/shared';
import { english } from '@studio/shared/english';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buyPremium } from '../billing/billing';
import {
  aBasic,
  aPremium,
  basic,
  lib,
  onDemandLibrary,
  post,
  premium,
  sampleCatalogue,
  t,
  withApp,
} from '../harness';
import { query, type TestMember } from '../helper';
import { get } from './catalog';

withApp(sampleCatalogue, aPremium, aBasic, onDemandLibrary);

const workoutId = () => lib.latest[0]?.id ?? 0;
const finished = async (member: TestMember, id = workoutId()) => {
  const response = await post(member, libraryPaths.finished, { id, kind: 'workout' });
  expect(response.statusCode).toBe(200);
  return response.json<FinishedAnswer>();
};

describe('started and finished', () => {
  it('counts a finished play once, however often it is reported', async () => {
    const started = await post(premium, libraryPaths.started, { id: workoutId(), kind: 'workout' });
    expect(started.json<WorkoutStatus>()).toMatchObject({ completed: false, times_completed: 0 });
    expect(started.json<WorkoutStatus>().last_started_at).not.toBeNull();
    expect((await finished(premium)).counted).toBe(true);
    expect((await finished(premium)).counted).toBe(false);
    const third = await finished(premium);
    expect(third).toMatchObject({ counted: false, status: { completed: true, times_completed: 1 } });
    // A new play is a new workout.
    await post(premium, libraryPaths.started, { id: String(workoutId()), kind: 'workout' });
    expect((await finished(premium)).status.times_completed).toBe(2);
  });

  it('counts parallel reports of one play once', async () => {
    await post(premium, libraryPaths.started, { id: workoutId(), kind: 'workout' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => finished(premium)));
    expect(answers.filter((a) => a.counted)).toHaveLength(1);
    const rows = await query<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from workout_sessions where finished_at is not null`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('counts a finish without a recorded start once, even in parallel', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => finished(premium)));
    expect(answers.filter((a) => a.counted)).toHaveLength(1);
  });

  it('marks the item completed in its lists, for that member only', async () => {
    await finished(premium);
    const mine = await get<Library>(t.app, libraryPaths.library('on_demand'), premium.headers);
    expect(mine.body.latest[0]?.completed).toBe(true);
    expect(mine.body.recently_watched.map((i) => i.id)).toEqual([workoutId()]);
    const status = await get<WorkoutStatus>(
      t.app,
      libraryPaths.status('workout', workoutId()),
      premium.headers,
    );
    expect(status.body).toMatchObject({ completed: true, times_completed: 1 });
    await buyPremium(t.app, basic);
    const theirs = await get<Library>(t.app, libraryPaths.library('on_demand'), basic.headers);
    expect(theirs.body.latest[0]?.completed).toBe(false);
    const theirStatus = await get<WorkoutStatus>(
      t.app,
      libraryPaths.status('workout', workoutId()),
      basic.headers,
    );
    expect(theirStatus.body).toMatchObject({ completed: false, times_completed: 0, last_started_at: null });
  });

  it('refuses a member who is not premium, and a live class before it starts', async () => {
    for (const url of [libraryPaths.started, libraryPaths.finished]) {
      const refused = await post(basic, url, { id: workoutId(), kind: 'workout' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'premium_required',
        message: english('shared.library.premiumRequired'),
      });
    }
    const soon = lib.upcoming_lives[0];
    const early = await post(premium, libraryPaths.started, { id: soon?.id, kind: 'live_training' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'upcoming', message: english('shared.library.upcoming') });
    const rows = await query<{ n: number }>(t.db, sql`select count(*)::int as n from workout_sessions`);
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses bad input naming the field, and unknown or mismatched items with 404', async () => {
    const bad = await post(premium, libraryPaths.started, { id: 'abc', kind: 'video' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['id', 'kind']);
    expect((await post(premium, libraryPaths.started, { id: workoutId(), kind: 'recipe' })).statusCode).toBe(
      404,
    );
    expect((await post(premium, libraryPaths.finished, { id: 999999, kind: 'workout' })).statusCode).toBe(
      404,
    );
    const anonymous = await t.app.inject({
      method: 'POST',
      url: libraryPaths.started,
      payload: { id: workoutId(), kind: 'workout' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('feedback', () => {
  const feedback = (member: TestMember, body: Record<string, unknown>) =>
    post(member, libraryPaths.feedback, { id: workoutId(), trainable_type: 'workout', ...body });

  it('stores difficulty (a one-item list) and comment', async () => {
    const response = await feedback(premium, { feedback: { difficulty: [3], comment: '  Tough one  ' } });
    expect(response.statusCode).toBe(200);
    const rows = await query<{ difficulty: number; comment: string; trainable_type: string }>(
      t.db,
      sql`select difficulty, comment, trainable_type from workout_feedback`,
    );
    expect(rows).toEqual([{ difficulty: 3, comment: 'Tough one', trainable_type: 'workout' }]);
  });

  it.each([
    [{ comment: 'ok' }, 'feedback', english('common.form.required')],
    [{ difficulty: [], comment: 'ok' }, 'feedback', english('common.form.required')],
    [{ difficulty: [4], comment: 'ok' }, 'feedback', english('shared.library.difficultyInvalid')],
    [{ difficulty: [1, 2], comment: 'ok' }, 'feedback', english('shared.library.difficultyOne')],
    [{ difficulty: [2] }, 'feedback', english('common.form.required')],
    [{ difficulty: [2], comment: '   ' }, 'feedback', english('common.form.required')],
    // Errors are keyed by the payload's top-level field (shared fieldErrors), here `feedback`.
  ])('refuses %j naming %s', async (form, field, message) => {
    const response = await feedback(premium, { feedback: form });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
    const rows = await query<{ n: number }>(t.db, sql`select count(*)::int as n from workout_feedback`);
    expect(rows[0]?.n).toBe(0);
  });

  it('answers 404 when trainable_type is not the item kind', async () => {
    const response = await feedback(premium, {
      trainable_type: 'recipe',
      feedback: { difficulty: [1], comment: 'x' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('what can be played', () => {
  it('refuses to play a recipe (it is read, not played) and feedback on a locked workout', async () => {
    const nutrition = (await get<Library>(t.app, libraryPaths.library('nutrition'), basic.headers)).body;
    const recipe = nutrition.latest[0];
    const played = await post(basic, libraryPaths.started, { id: recipe?.id, kind: 'recipe' });
    expect(played.statusCode).toBe(400);
    expect(played.json().errors).toEqual({ kind: [english('shared.library.notPlayable')] });
    const locked = await post(basic, libraryPaths.feedback, {
      id: workoutId(),
      trainable_type: 'workout',
      feedback: { difficulty: [2], comment: 'x' },
    });
    expect(locked.statusCode).toBe(403);
  });
});
