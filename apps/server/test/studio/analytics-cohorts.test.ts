import { COHORT_CSV_HEADER, type Cohorts, studioPaths } from '@studio/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sampleCatalogue } from '../harness';
import { createMember, query, type TestMember } from '../helper';
import { owner, send, t, withOwner } from './harness';

/**
 * Issue 40, decision 0056: the owner's cohorts on a small history made by hand, whose figures are
 * worked out below. Three studio months (UTC): M0 two months ago, M1 last month, M2 this one.
 */
withOwner({}, sampleCatalogue);

const DAY = 86_400_000;
const monthStart = (back: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
};
const label = (at: Date) => at.toISOString().slice(0, 7);

const member = async (name: string, signedUp: Date): Promise<TestMember> => {
  const made = await createMember(t.app, { email: `${name}@example.com` });
  await t.db.execute(sql`update users set created_at = ${signedUp.toISOString()} where id = ${made.user.id}`);
  return made;
};

const trained = async (who: TestMember, at: Date) => {
  const [item] = await query<{ id: number }>(t.db, sql`select id from items where kind = 'workout' limit 1`);
  await t.db.execute(sql`insert into workout_sessions (user_id, item_id, started_at, finished_at, duration_seconds)
    values (${who.user.id}, ${item?.id}, ${new Date(at.getTime() - 600_000).toISOString()}, ${at.toISOString()}, 600)`);
};

let charges = 0;
const charged = async (
  who: TestMember,
  at: Date,
  {
    plan = 'montly',
    status = 'settled',
    refunded = false,
  }: { plan?: string; status?: string; refunded?: boolean } = {},
) => {
  charges += 1;
  const [sub] = await query<{ id: number }>(
    t.db,
    sql`insert into subscriptions (user_id, plan, status, price_cents, paid_through, provider, provider_subscription_id, created_at)
      values (${who.user.id}, ${plan}, 'canceled', 1999, ${at.toISOString()}, 'sandbox', ${`cohort-sub-${charges}`}, ${at.toISOString()})
      returning id`,
  );
  await t.db.execute(sql`insert into payments (subscription_id, user_id, amount_cents, status, provider_transaction_id, refunded_at, created_at)
    values (${sub?.id}, ${who.user.id}, 1999, ${status}, ${`cohort-tx-${charges}`}, ${refunded ? at.toISOString() : null}, ${at.toISOString()})`);
};

describe('the cohorts', () => {
  it('counts each sign-up month, month by month, who trained and who paid', async () => {
    const [m0, m1, m2] = [monthStart(2), monthStart(1), monthStart(0)];
    const now = new Date();
    const inM2 = new Date(m2.getTime() + (now.getTime() - m2.getTime()) / 2);
    const at = (month: Date, days: number) => new Date(month.getTime() + days * DAY);

    // Cohort M0: four members.
    const a = await member('a', at(m0, 1));
    const b = await member('b', at(m0, 2));
    const c = await member('c', at(m0, 3));
    const d = await member('d', at(m0, 4));
    await trained(a, at(m0, 6));
    await trained(a, at(m1, 6));
    await trained(a, inM2);
    await charged(a, at(m0, 5)); // monthly: meets M0 and M1
    await charged(a, at(m1, 5)); // meets M1 and M2
    await trained(b, at(m0, 7));
    await charged(b, at(m0, 3), { plan: 'yearly' }); // a year: M0, M1 and M2
    await trained(c, at(m1, 8));
    await charged(d, at(m0, 5), { refunded: true }); // given back: not paid
    // Cohort M1: two members.
    const e = await member('e', at(m1, 2));
    const f = await member('f', at(m1, 3));
    await trained(e, at(m1, 9));
    await trained(e, inM2);
    await charged(e, at(m1, 4), { status: 'failed' }); // declined: not paid
    await trained(f, inM2);
    await charged(f, at(m1, 20)); // monthly: meets M1 and M2

    const answer = await send('GET', `${studioPaths.analyticsCohorts}?months=6`, undefined, owner);
    expect(answer.statusCode, answer.body).toBe(200);
    const cohorts = answer.json<Cohorts>();
    expect(cohorts.time_zone).toBe('UTC');
    const cell = (since: number, month: Date, active: number, ap: number, paying: number, pp: number) => ({
      since,
      month: label(month),
      active,
      active_percent: ap,
      paying,
      paying_percent: pp,
      partial: month.getTime() === m2.getTime(),
    });
    // The owner (staff) is no member of a cohort.
    expect(cohorts.cohorts).toEqual([
      {
        cohort: label(m0),
        members: 4,
        months: [cell(0, m0, 2, 50, 2, 50), cell(1, m1, 2, 50, 2, 50), cell(2, m2, 1, 25, 2, 50)],
      },
      {
        cohort: label(m1),
        members: 2,
        months: [cell(0, m1, 1, 50, 1, 50), cell(1, m2, 2, 100, 1, 50)],
      },
    ]);
    expect(cohorts.rolled_up_at).not.toBeNull();

    // Rolled up once: the months that ended are kept, the running one is marked partial.
    const rows = await query<{ month: string; partial: boolean }>(
      t.db,
      sql`select distinct month::text, partial from analytics_cohort_months order by 1`,
    );
    expect(rows.map((row) => [row.month.slice(0, 7), row.partial])).toEqual([
      [label(m0), false],
      [label(m1), false],
      [label(m2), true],
    ]);

    // The CSV has the table's lines, one per cohort and month since.
    const csv = await send('GET', `${studioPaths.analyticsCohortsCsv}?months=6`, undefined, owner);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(COHORT_CSV_HEADER.join(','));
    expect(lines.slice(1)).toEqual([
      `${label(m0)},4,${label(m0)},0,2,50,2,50`,
      `${label(m0)},4,${label(m1)},1,2,50,2,50`,
      `${label(m0)},4,${label(m2)},2,1,25,2,50`,
      `${label(m1)},2,${label(m1)},0,1,50,1,50`,
      `${label(m1)},2,${label(m2)},1,2,100,1,50`,
    ]);
  });

  it('answers two first reads at once, each rolling the months up, with one set of rows', async () => {
    const signedUp = new Date(monthStart(1).getTime() + 2 * DAY);
    await member('g', signedUp);
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        send('GET', `${studioPaths.analyticsCohorts}?months=6`, undefined, owner),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const [rows] = await query<{ n: number; months: number }>(
      t.db,
      sql`select count(*)::int as n, count(distinct month)::int as months from analytics_cohort_months`,
    );
    expect(rows).toEqual({ n: 2, months: 2 });
  });

  it('refuses a window it does not offer, naming months, and a coach', async () => {
    const bad = await send('GET', `${studioPaths.analyticsCohorts}?months=5`, undefined, owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { months: ['Months must be 6, 12, 24 or 36'] } });
    const coach = await createMember(t.app, { email: 'coach@example.com' });
    await t.db.execute(sql`update users set role = 'coach' where id = ${coach.user.id}`);
    expect((await send('GET', studioPaths.analyticsCohorts, undefined, coach)).statusCode).toBe(403);
  });
});
