import fs from 'node:fs/promises';
import path from 'node:path';
import {
  addDays,
  type Badges,
  CHALLENGE_RETENTION_DAYS,
  type ChallengeDetail,
  type ChallengeInput,
  type ChallengeList,
  challengePaths,
  type Dashboard,
  localDay,
  type StudioChallenge,
  studioPaths,
} from '@studio/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { users, workoutSessions } from '../../src/db/schema';
import { grantRole } from '../../src/features/studio';
import { at, play, premiumMember } from '../harness';
import { readOutbox, type TestMember } from '../helper';
import { multipart, pngImage } from '../images';
import { actions, coach, member, send, t, withCatalogue } from '../studio/harness';

withCatalogue();

/** Tomorrow at `hour` UTC: within a new member's trial, whatever day the tests run. */
const tomorrowAt = (hour: number, minutes = 0) => {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 1);
  day.setUTCHours(hour, minutes, 0, 0);
  return day;
};

const challenge = (overrides: Partial<ChallengeInput> = {}): ChallengeInput => {
  const first = localDay(new Date(), 'UTC').date;
  return {
    title: 'December days',
    description: 'Train on ten days this month.',
    starts_on: first,
    goal: 'days',
    target: 2,
    badge: 'December regular',
    ends_on: localDay(new Date(tomorrowAt(12).getTime() + 3 * 86_400_000), 'UTC').date,
    ...overrides,
  };
};

const make = async (input: ChallengeInput) => {
  const response = await send('POST', challengePaths.studioChallenges, input);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StudioChallenge>();
};

const named = async (name: string, last_name: string, zone = 'UTC') => {
  const who = await premiumMember();
  await t.db.update(users).set({ name, last_name, time_zone: zone }).where(eq(users.id, who.user.id));
  return who;
};

const join = async (who: TestMember, id: number, show_as: 'name' | 'initials' | null = null) => {
  const response = await send('PUT', challengePaths.membership(id), { show_as }, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChallengeDetail>();
};

const detail = async (who: TestMember, id: number) =>
  (await send('GET', challengePaths.challenge(id), undefined, who)).json<ChallengeDetail>();

describe('challenges in the console (issue 39)', () => {
  it('are made by staff, audited; bad input names its field; a member is refused', async () => {
    const made = await make(challenge({ teams: 2 }));
    expect(made).toMatchObject({ goal: 'days', target: 2, teams: 2, participants: 0, finishers: 0 });
    expect(await actions()).toEqual(['challenge.create']);
    const backwards = await send('POST', challengePaths.studioChallenges, {
      ...challenge(),
      ends_on: '2020-01-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json().errors)).toEqual(['ends_on']);
    const oneTeam = await send('POST', challengePaths.studioChallenges, challenge({ teams: 1 }));
    expect(Object.keys(oneTeam.json().errors)).toEqual(['teams']);
    const noList = await send(
      'POST',
      challengePaths.studioChallenges,
      challenge({ goal: 'list', goal_ref: 999_999 }),
    );
    expect(noList.json().errors).toEqual({ goal_ref: ['Choose a list with workouts in it'] });
    expect((await send('POST', challengePaths.studioChallenges, challenge(), member)).statusCode).toBe(403);
    // Members see it; removed, it is gone for them.
    expect(
      (await send('GET', challengePaths.challenges, undefined, member)).json<ChallengeList>().challenges,
    ).toHaveLength(1);
    expect((await send('DELETE', challengePaths.studioChallenge(made.id))).statusCode).toBe(200);
    expect(
      (await send('GET', challengePaths.challenges, undefined, member)).json<ChallengeList>().challenges,
    ).toEqual([]);
    expect((await send('GET', challengePaths.challenge(made.id), undefined, member)).statusCode).toBe(404);
  });
});

describe('taking part', () => {
  it('counts training days once each in the member’s own zone, under a moving clock', async () => {
    const { id } = await make(challenge({ goal: 'days', target: 2, promo_code: 'THANKYOU10' }));
    const { id: workouts } = await make(challenge({ title: 'Ten workouts', goal: 'workouts', target: 3 }));
    const ana = await named('Ana', 'Silva', 'Asia/Tokyo');
    const bruno = await named('Bruno', 'Costa', 'America/Los_Angeles');
    for (const who of [ana, bruno]) {
      await join(who, id);
      await join(who, workouts);
    }
    const [first, second] = [tomorrowAt(14), tomorrowAt(16)];
    vi.useFakeTimers({ toFake: ['Date'] });
    // 14:00 UTC: 23:00 in Tokyo, 06:00 in Los Angeles: the first day for both.
    at(first.toISOString());
    await play(ana, 'w0');
    await play(bruno, 'w0');
    // 16:00 UTC: 01:00 the next day in Tokyo, 08:00 the same day in Los Angeles.
    at(second.toISOString());
    await play(ana, 'w1');
    await play(bruno, 'w1');
    expect((await detail(ana, id)).mine).toMatchObject({ progress: 2, finished_at: expect.any(String) });
    expect((await detail(bruno, id)).mine).toMatchObject({ progress: 1, finished_at: null });
    // Every counted finish is a workout, whatever the day.
    expect((await detail(bruno, workouts)).mine?.progress).toBe(2);
    // Her badge, and the studio's code, mailed once.
    const mails = (await readOutbox(t)).filter(
      (mail) => mail.to === ana.email && mail.subject.includes('December'),
    );
    expect(mails.map((mail) => mail.subject)).toEqual(['You finished December days!']);
    expect(mails[0]?.text).toContain('THANKYOU10');
    const badges = (await send('GET', challengePaths.badges, undefined, ana)).json<Badges>();
    expect(badges.badges.map((badge) => badge.badge)).toEqual(['December regular']);
    expect((await send('GET', challengePaths.badges, undefined, bruno)).json<Badges>().badges).toEqual([]);
    // A finished challenge counts nothing more; leaving takes the progress away.
    await play(ana, 'w2');
    expect((await detail(ana, id)).mine?.progress).toBe(2);
    await send('DELETE', challengePaths.membership(workouts), undefined, bruno);
    expect((await detail(bruno, workouts)).mine).toBeNull();
  });

  it('balances teams as members join, and totals them', async () => {
    const { id } = await make(challenge({ goal: 'workouts', target: 5, teams: 2 }));
    const joined = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map(async (letter) => join(await named(letter, 'Team'), id)),
    );
    const teams = joined.map((answer) => answer.mine?.team);
    expect(teams.filter((team) => team === 1)).toHaveLength(3);
    expect(teams.filter((team) => team === 2)).toHaveLength(2);
    expect((await detail(member, id)).teams_progress).toEqual([
      { team: 1, members: 3, progress: 0 },
      { team: 2, members: 2, progress: 0 },
    ]);
  });

  it('shows on the leaderboard only the members who chose to be shown', async () => {
    const { id } = await make(challenge({ goal: 'workouts', target: 10 }));
    const ana = await named('Ana', 'Silva');
    const bruno = await named('Bruno', 'Costa');
    const carla = await named('Carla', 'Dias');
    await join(ana, id, 'name');
    await join(bruno, id);
    await join(carla, id, 'initials');
    await play(bruno, 'w0');
    await play(bruno, 'w1');
    await play(carla, 'w0');
    const seenByAna = await detail(ana, id);
    expect(seenByAna.leaderboard).toEqual([
      { rank: 2, name: 'C. D.', progress: 1, team: null, me: false },
      { rank: 3, name: 'Ana S.', progress: 0, team: null, me: true },
    ]);
    expect(JSON.stringify(seenByAna)).not.toContain('Bruno');
    expect(seenByAna.my_rank).toBe(3);
    // Bruno, hidden, sees his own row and place; the others never see him.
    const seenByBruno = await detail(bruno, id);
    expect(seenByBruno.leaderboard.at(-1)).toMatchObject({ rank: 1, progress: 2, me: true });
    expect(seenByBruno.participants).toBe(3);
    // Shown later, he appears.
    await join(bruno, id, 'name');
    expect((await detail(ana, id)).leaderboard[0]).toMatchObject({ rank: 1, name: 'Bruno C.', progress: 2 });
    expect(coach).toBeDefined();
  });
});

describe('a challenge’s picture', () => {
  it('is uploaded by staff, re-encoded, shown to members, and removed with its file', async () => {
    const { id } = await make(challenge());
    const form = multipart([
      { name: 'image', filename: 'p.png', contentType: 'image/png', body: await pngImage(40, 30) },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: challengePaths.studioChallengeImage(id),
      headers: { ...coach.headers, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const image = uploaded.json<StudioChallenge>().image as string;
    const key = image.slice(image.indexOf('catalog/studio/'));
    expect(key).toMatch(new RegExp(`^catalog/studio/challenges/${id}-[0-9a-f]+\\.(png|webp)$`));
    const file = path.join(t.dataDir, 'storage', key);
    await expect(fs.stat(file)).resolves.toBeTruthy();
    // Members read it on the card and the challenge; a member cannot upload one.
    const list = (await send('GET', challengePaths.challenges, undefined, member)).json<ChallengeList>();
    expect(list.challenges[0]?.image).toBe(image);
    expect((await detail(member, id)).image).toBe(image);
    const refused = await t.app.inject({
      method: 'POST',
      url: challengePaths.studioChallengeImage(id),
      headers: { ...member.headers, ...form.headers },
      payload: form.payload,
    });
    expect(refused.statusCode).toBe(403);
    // Changing the challenge's words keeps it; taking it away removes the file.
    expect(
      (await send('PUT', challengePaths.studioChallenge(id), challenge({ title: 'New words' }))).json(),
    ).toMatchObject({ image });
    const removed = await send('DELETE', challengePaths.studioChallengeImage(id));
    expect(removed.json<StudioChallenge>().image).toBeNull();
    await expect(fs.stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await actions()).toEqual([
      'challenge.create',
      'challenge.image',
      'challenge.update',
      'challenge.image',
    ]);
    expect((await send('DELETE', challengePaths.studioChallengeImage(999_999))).statusCode).toBe(404);
  });
});

describe('the owner’s dashboard (issue 39)', () => {
  /**
   * The database stamps a finish with its own `now()`: a workout played under the faked clock is
   * moved to that clock's moment (or to `moment`, past the members' trials), as one finished then
   * would read.
   */
  const trainNow = async (who: TestMember, key: string, moment = new Date().toISOString()) => {
    await play(who, key);
    await t.db.execute(
      sql`update ${workoutSessions} set finished_at = ${moment}::timestamptz
          where id = (select max(id) from ${workoutSessions} where user_id = ${who.user.id})`,
    );
  };
  /** The dashboard a minute later than the clock stands (a finish of this very moment is not past yet). */
  const dashboard = async () => {
    at(new Date(Date.now() + 60_000).toISOString());
    const answer = await send('GET', `${studioPaths.dashboard}?days=30`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Dashboard>();
  };

  it('shows members, finishers, and who trained after the end against those who did not join', async () => {
    await grantRole(t.db, null, { email: coach.email, role: 'owner' });
    const input = challenge({ goal: 'workouts', target: 2 });
    const { id } = await make(input);
    await make(challenge({ title: 'Long ago', starts_on: '2020-01-01', ends_on: '2020-01-31' }));
    const ana = await named('Ana', 'Silva');
    const bruno = await named('Bruno', 'Silva');
    const carla = await named('Carla', 'Silva');
    const dora = await named('Dora', 'Silva');
    await join(ana, id);
    await join(bruno, id);
    vi.useFakeTimers({ toFake: ['Date'] });
    at(tomorrowAt(10).toISOString());
    await trainNow(ana, 'w0');
    await trainNow(ana, 'w1');
    // Carla and Dora train during it without joining; the member never trains.
    await trainNow(carla, 'w0');
    await trainNow(dora, 'w0');
    const running = await dashboard();
    // Only the challenge whose dates meet the window; its retention is not known while it runs.
    expect(running.challenges).toEqual([
      {
        id,
        title: input.title,
        starts_on: input.starts_on,
        ends_on: input.ends_on,
        participants: 2,
        finishers: 1,
        retention: null,
      },
    ]);

    // Two days after its end: Ana and Carla train again.
    at(`${addDays(input.ends_on as string, 2)}T12:00:00Z`);
    await trainNow(ana, 'w2');
    await trainNow(carla, 'w1');
    expect((await dashboard()).challenges[0]?.retention).toEqual({
      partial: true,
      participants: { members: 2, retained: 1 },
      others: { members: 2, retained: 1 },
    });
    // A workout on its last retention day counts; the next day is past it.
    const last = addDays(input.ends_on as string, CHALLENGE_RETENTION_DAYS);
    await trainNow(bruno, 'w0', `${last}T12:00:00Z`);
    await trainNow(dora, 'w1', `${addDays(last, 1)}T12:00:00Z`);
    at(`${addDays(last, 1)}T12:00:00Z`);
    expect((await dashboard()).challenges[0]?.retention).toEqual({
      partial: false,
      participants: { members: 2, retained: 2 },
      others: { members: 2, retained: 1 },
    });
    // Staff only: a member is refused.
    expect((await send('GET', studioPaths.dashboard, undefined, member)).statusCode).toBe(403);
  });
});
