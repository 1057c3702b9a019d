import {
  apiPaths,
  type MemberSearch,
  memberMessages,
  programPaths,
  type StudioMember,
  studioPaths,
} from '@studio/shared';
import { inEnglish } from '@studio/shared/english';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, programs, subscriptions, users } from '../../src/db/schema';
import { buyPremium } from '../billing/billing';
import { createMember, createMemberWithProfile, latestMail } from '../helper';
import { importSample } from '../library/catalog';
import { owner, t, withOwner } from './harness';

withOwner({ name: 'Olive', last_name: 'Owner' });

const get = <T>(url: string) =>
  t.app
    .inject({ method: 'GET', url, headers: owner.headers })
    .then((r) => ({ status: r.statusCode, body: r.json<T>() }));
const post = (url: string) => t.app.inject({ method: 'POST', url, headers: owner.headers });
const search = async (q: string) =>
  (await get<MemberSearch>(`${studioPaths.members}?q=${encodeURIComponent(q)}`)).body;

describe('members in the console (issue 17)', () => {
  it('finds members by part of the name or e-mail, in any letter case; % is a letter, not a pattern', async () => {
    await createMember(t.app, { email: 'maya.reyes@example.com', name: 'Maya', last_name: 'Reyes' });
    await createMember(t.app, { email: 'sam@example.com', name: 'Sam', last_name: 'Duarte' });
    expect((await search('MAYA')).members.map((m) => m.email)).toEqual(['maya.reyes@example.com']);
    expect((await search('maya reyes')).members.map((m) => m.email)).toEqual(['maya.reyes@example.com']);
    expect((await search('duarte')).members.map((m) => m.name)).toEqual(['Sam']);
    expect((await search('%')).members).toEqual([]);
    const all = await search('');
    expect(all.members.map((m) => m.email)).toEqual([
      'sam@example.com',
      'maya.reyes@example.com',
      owner.email,
    ]);
    expect(all.more).toBe(false);
    expect((await get(`${studioPaths.members}?q=${'x'.repeat(101)}`)).body).toMatchObject({
      errors: { q: [inEnglish(memberMessages.queryTooLong)] },
    });
  });

  it("shows a member's subscription, payments and activity, with no card data", async () => {
    const member = await createMemberWithProfile(t.app, { email: 'payer@example.com' });
    await buyPremium(t.app, member, { plan: 'yearly' });
    const { status, body } = await get<StudioMember>(studioPaths.member(member.user.id));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      email: 'payer@example.com',
      premium: true,
      subscription: { plan: 'yearly', status: 'trial' },
    });
    expect(body.last_sign_in).not.toBeNull();
    expect(JSON.stringify(body)).not.toMatch(/last_four|card_type|1111|visa/i);
    expect((await get(studioPaths.member(999_999))).status).toBe(404);
  });

  it('sends a password reset link and cancels a subscription, each with an audit entry', async () => {
    const member = await createMemberWithProfile(t.app, { email: 'helped@example.com' });
    await buyPremium(t.app, member, { plan: 'montly' });
    const reset = await post(studioPaths.memberReset(member.user.id));
    expect([reset.statusCode, reset.json().message]).toEqual([200, inEnglish(memberMessages.resetSent)]);
    await t.app.jobs.runReady();
    expect((await latestMail(t))?.to).toContain('helped@example.com');

    const cancelled = await post(studioPaths.memberCancel(member.user.id));
    expect(cancelled.statusCode).toBe(200);
    const after = cancelled.json<StudioMember>();
    expect(after.subscriptions[0]?.status).toBe('canceled');
    expect(after.premium).toBe(true); // premium lasts the paid period
    const again = await post(studioPaths.memberCancel(member.user.id));
    expect([again.statusCode, again.json().code]).toEqual([409, 'already_canceled']);

    const entries = (await t.db.select().from(auditLog).orderBy(auditLog.id)).filter((e) =>
      e.action.startsWith('member.'),
    );
    expect(entries.map((e) => [e.action, e.actor_id, e.target])).toEqual([
      ['member.reset_link', owner.user.id, `member:${member.user.id}`],
      ['member.cancel_subscription', owner.user.id, `member:${member.user.id}`],
    ]);
    expect(entries[1]?.after).toMatchObject({ status: 'canceled' });
  });

  it("deletes a member's account once the owner types their e-mail; staff keep theirs", async () => {
    const member = await createMemberWithProfile(t.app, { email: 'leaving@example.com' });
    await buyPremium(t.app, member, { plan: 'yearly' });
    const remove = (id: number, email?: string) =>
      t.app.inject({
        method: 'POST',
        url: studioPaths.memberDelete(id),
        headers: owner.headers,
        payload: email === undefined ? {} : { email },
      });
    const wrong = await remove(member.user.id, 'someone@example.com');
    expect([wrong.statusCode, wrong.json().errors]).toEqual([
      400,
      { email: [inEnglish(memberMessages.confirmEmail)] },
    ]);
    expect((await remove(member.user.id)).json().errors).toEqual({
      email: [inEnglish(memberMessages.confirmEmail)],
    });
    expect((await get(studioPaths.member(member.user.id))).status).toBe(200);
    const staff = await remove(owner.user.id, owner.email);
    expect([staff.statusCode, staff.json().message]).toEqual([
      409,
      inEnglish(memberMessages.staffNotDeleted),
    ]);

    const done = await remove(member.user.id, ' Leaving@Example.com ');
    expect([done.statusCode, done.json().message]).toEqual([200, inEnglish(memberMessages.deleted)]);
    expect((await get(studioPaths.member(member.user.id))).status).toBe(404);
    // As with the member's own deletion: the session is gone, the subscription stops billing.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v4/users/me/', headers: member.headers })).statusCode,
    ).toBe(401);
    const [subscription] = await t.db.select().from(subscriptions);
    expect(subscription).toMatchObject({ user_id: null, status: 'canceled' });
    const [entry] = (await t.db.select().from(auditLog)).filter((e) => e.action === 'member.delete');
    expect(entry).toMatchObject({ actor_id: owner.user.id, before: { email: 'leaving@example.com' } });
  });

  it('refunds a program bought by card: the rental ends, the history says refunded, twice is refused', async () => {
    await importSample(t);
    const member = await createMemberWithProfile(t.app, { email: 'refund@example.com' });
    await buyPremium(t.app, member, { plan: 'yearly' });
    const [program] = await t.db.select().from(programs).orderBy(programs.id).limit(1);
    if (!program) throw new Error('the sample catalogue has programs');
    const bought = await t.app.inject({
      method: 'POST',
      url: programPaths.purchase(program.id),
      headers: member.headers,
      payload: { details: { nonce_from_the_client: 'fake-valid-visa-nonce' } },
    });
    expect(bought.statusCode).toBe(200);
    const before = (await get<StudioMember>(studioPaths.member(member.user.id))).body;
    const [payment] = before.payments;
    expect(payment).toMatchObject({ status: 'settled', refundable: true, what: `Program: ${program.title}` });
    const refund = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: studioPaths.memberRefund(member.user.id),
        headers: owner.headers,
        payload: { payment: key },
      });
    const done = await refund(payment?.key ?? '');
    expect(done.statusCode).toBe(200);
    expect(done.json<StudioMember>().payments[0]).toMatchObject({ status: 'refunded', refundable: false });
    expect(done.json<StudioMember>().programs[0]).toMatchObject({ status: 'ended' });
    // The member had not chosen the program's training days: the refund ends that step too, or the
    // guard would send them to a setup that answers "not in progress" (issue 33).
    const meNow = await t.app.inject({ method: 'GET', url: apiPaths.me, headers: member.headers });
    expect(meNow.json()).toMatchObject({ program_in_progress: null, need_to_configure_days: false });
    const [flag] = await t.db
      .select({ days: users.need_to_configure_days })
      .from(users)
      .where(eq(users.id, member.user.id));
    expect(flag?.days).toBe(false);
    const again = await refund(payment?.key ?? '');
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      inEnglish(memberMessages.alreadyRefunded),
    ]);
    const bad = await refund('everything');
    expect(bad.json().errors).toEqual({ payment: [inEnglish(memberMessages.paymentInvalid)] });
    // Another member's payment is not this member's.
    const other = await createMemberWithProfile(t.app);
    const theirs = await t.app.inject({
      method: 'POST',
      url: studioPaths.memberRefund(other.user.id),
      headers: owner.headers,
      payload: { payment: payment?.key },
    });
    expect(theirs.statusCode).toBe(404);
    const [entry] = (await t.db.select().from(auditLog)).filter((e) => e.action === 'member.refund');
    expect(entry).toMatchObject({ actor_id: owner.user.id, after: { payment: payment?.key, voided: false } });
  });

  it('gives a member a program for free, one running program at a time, without premium', async () => {
    await importSample(t);
    const member = await createMemberWithProfile(t.app, { email: 'gift@example.com' });
    const [first, second] = await t.db.select().from(programs).orderBy(programs.id).limit(2);
    if (!first || !second) throw new Error('the sample catalogue has programs');
    const grant = (programId: number | string) =>
      t.app.inject({
        method: 'POST',
        url: studioPaths.memberGrantProgram(member.user.id),
        headers: owner.headers,
        payload: { program_id: programId },
      });
    const given = await grant(first.id);
    expect(given.statusCode).toBe(200);
    expect(given.json<StudioMember>().programs).toMatchObject([
      { title: first.title, status: 'active', price: '0.00' },
    ]);
    expect(given.json<StudioMember>().payments).toEqual([]);
    // The member sees it running, and sets training days next.
    const me = await t.app.inject({ method: 'GET', url: '/api/v4/users/me/', headers: member.headers });
    expect(me.json()).toMatchObject({ has_program: true, need_to_configure_days: true });
    const another = await grant(second.id);
    expect([another.statusCode, another.json().code]).toEqual([409, 'program_in_progress']);
    expect((await grant('')).json().errors).toEqual({
      program_id: [inEnglish(memberMessages.programRequired)],
    });
    expect((await grant(999_999)).statusCode).toBe(404);
    const [entry] = (await t.db.select().from(auditLog)).filter((e) => e.action === 'member.grant_program');
    expect(entry).toMatchObject({ actor_id: owner.user.id, after: { program: first.title } });
  });
});
