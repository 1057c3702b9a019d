import {
  type ItemDetails,
  libraryPaths,
  memberMessages,
  type Program,
  type ProgramDetails,
  programPaths,
  type StudioMember,
  studioPaths,
  type User,
} from '@studio/shared';
import { inEnglish } from '@studio/shared/english';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { programPurchases, users } from '../../src/db/schema';
import { grantRole } from '../../src/features/studio';
import { postWebhook, sandbox } from '../billing/billing';
import {
  createMember,
  createMemberWithProfile,
  createTestApp,
  readOutbox,
  type TestApp,
  type TestMember,
} from '../helper';
import { importSample } from '../library/catalog';
import { buyProgram } from '../nutrition/meals';

/**
 * A program bought by card whose charge the bank declines at settlement (Braintree's
 * `transaction_settlement_declined`, here signed by the sandbox) is taken back as a declined first
 * premium charge is: the purchase shows failed, the rental ends, the member is told once, and
 * nobody else's purchase moves.
 */
let t: TestApp;
let owner: TestMember;
let buyer: TestMember;
let other: TestMember;
let program: Program;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.truncateAll();
  await importSample(t);
  owner = await createMember(t.app, { email: 'owner@example.com' });
  await grantRole(t.db, null, { email: owner.email, role: 'owner' });
  buyer = await createMemberWithProfile(t.app, { email: 'buyer@example.com' });
  other = await createMemberWithProfile(t.app, { email: 'other@example.com' });
  for (const member of [buyer, other]) program = await buyProgram(t, member);
});

const details = async (member: TestMember) =>
  (
    await t.app.inject({ method: 'GET', url: programPaths.details(program.id), headers: member.headers })
  ).json<{ program: ProgramDetails }>().program;
const me = async (member: TestMember) =>
  (await t.app.inject({ method: 'GET', url: '/api/v4/users/me/', headers: member.headers })).json<User>();
const purchaseOf = async (member: TestMember) => {
  const [row] = await t.db
    .select()
    .from(programPurchases)
    .where(eq(programPurchases.user_id, member.user.id));
  if (!row) throw new Error('no purchase');
  return row;
};
const consoleMember = async (member: TestMember) =>
  (
    await t.app.inject({ method: 'GET', url: studioPaths.member(member.user.id), headers: owner.headers })
  ).json<StudioMember>();
const declined = (transactionId: string, timestamp?: Date) =>
  sandbox(t.app).sampleNotification({
    kind: 'transaction_settlement_declined',
    subscriptionId: '',
    transactionId,
    ...(timestamp ? { timestamp } : {}),
  });
const failedMailsTo = async (member: TestMember) =>
  (await readOutbox(t)).filter((m) => m.to === member.email && m.subject === 'Your payment failed');

describe('a program purchase declined at settlement', () => {
  it('is reversed: marked failed, the rental ends, the member is told once; a replay changes nothing', async () => {
    const bought = await purchaseOf(buyer);
    expect(bought.provider).toBe('sandbox');
    expect(await me(buyer)).toMatchObject({ need_to_configure_days: true });
    const notice = declined(bought.provider_transaction_id ?? '');
    expect((await postWebhook(t.app, notice)).json()).toEqual({ message: 'applied' });

    const reversed = await purchaseOf(buyer);
    expect(reversed.status).toBe('ended');
    expect(reversed.declined_at).toBeInstanceOf(Date);
    expect(reversed.ends_at.getTime()).toBeLessThanOrEqual(Date.now());
    expect(reversed.refunded_at).toBeNull();
    expect(await details(buyer)).toMatchObject({
      has_purchased: false,
      has_canceled: true,
      purchase: { status: 'ended' },
    });
    // What the rental set goes with it (issue 33): no workout-days setup for a program not in progress.
    expect(await me(buyer)).toMatchObject({
      has_program: false,
      program_in_progress: null,
      need_to_configure_days: false,
    });
    const [flag] = await t.db
      .select({ days: users.need_to_configure_days })
      .from(users)
      .where(eq(users.id, buyer.user.id));
    expect(flag?.days).toBe(false);

    // The console's payment row says failed, and there is nothing to refund.
    const seen = await consoleMember(buyer);
    const payment = seen.payments.find((p) => p.key === `program:${bought.id}`);
    expect(payment).toMatchObject({ status: 'failed', refundable: false, what: `Program: ${program.title}` });
    expect(seen.programs[0]).toMatchObject({ status: 'ended' });
    const refund = await t.app.inject({
      method: 'POST',
      url: studioPaths.memberRefund(buyer.user.id),
      headers: owner.headers,
      payload: { payment: payment?.key },
    });
    expect([refund.statusCode, refund.json().message]).toEqual([
      409,
      inEnglish(memberMessages.notRefundable),
    ]);

    // Told as a failed charge is told, once.
    const mails = await failedMailsTo(buyer);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`for ${program.title}`);
    expect(mails[0]?.text).toContain('Visa ending in 1111');
    expect(mails[0]?.text).toContain('has ended');

    // The same notice again, and another notice of the same decline: nothing more.
    expect((await postWebhook(t.app, notice)).json()).toEqual({ message: 'replayed' });
    const later = declined(bought.provider_transaction_id ?? '', new Date(Date.now() + 60_000));
    expect((await postWebhook(t.app, later)).json()).toEqual({ message: 'applied' });
    expect(await purchaseOf(buyer)).toEqual(reversed);
    expect(await failedMailsTo(buyer)).toHaveLength(1);

    // The member may buy it again (no rental runs any more).
    const again = await t.app.inject({
      method: 'POST',
      url: programPaths.purchase(program.id),
      headers: buyer.headers,
      payload: { details: { nonce_from_the_client: 'fake-valid-visa-nonce' } },
    });
    expect(again.statusCode).toBe(200);
  });

  it("locks the program's workouts again for the buyer only; another member's purchase is untouched", async () => {
    const theirs = await purchaseOf(other);
    const bought = await purchaseOf(buyer);
    await postWebhook(t.app, declined(bought.provider_transaction_id ?? ''));
    // Without premium, only a running rental opens the program's workouts.
    await t.db.execute(
      sql`update subscriptions set status = 'expired', paid_through = now() - interval '1 day', trial_ends_at = null`,
    );
    const rented = (await details(other)).weeks[0]?.days[0]?.exercise.id ?? 0;
    const canWatch = async (member: TestMember) =>
      (
        await t.app.inject({
          method: 'GET',
          url: libraryPaths.item('workout', rented),
          headers: member.headers,
        })
      ).json<ItemDetails>().can_watch;
    expect(await canWatch(buyer)).toBe(false);
    expect(await canWatch(other)).toBe(true);

    expect(await purchaseOf(other)).toEqual(theirs);
    expect(theirs).toMatchObject({ status: 'active', declined_at: null });
    expect(await details(other)).toMatchObject({ has_purchased: true, purchase: { status: 'in_progress' } });
    expect((await consoleMember(other)).payments.find((p) => p.key === `program:${theirs.id}`)).toMatchObject(
      {
        status: 'settled',
        refundable: true,
      },
    );
    expect(await failedMailsTo(other)).toEqual([]);
  });

  it('changes nothing for a transaction nobody knows, nor for an App Store purchase of the same id', async () => {
    const bought = await purchaseOf(buyer);
    await t.db
      .update(programPurchases)
      .set({ provider: 'app_store', store_transaction_id: bought.provider_transaction_id })
      .where(eq(programPurchases.id, bought.id));
    for (const id of ['sandbox_txn_unknown', bought.provider_transaction_id ?? '']) {
      expect((await postWebhook(t.app, declined(id))).json()).toEqual({ message: 'applied' });
    }
    expect(await purchaseOf(buyer)).toMatchObject({ status: 'active', declined_at: null });
    expect(await failedMailsTo(buyer)).toEqual([]);
  });
});
