import {
  apiPaths,
  INVITE_MAILS_PER_DAY,
  type Invites,
  invitePaths,
  type SessionUser,
  type SignUpRequest,
} from '@studio/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invites, memberSources, users } from '../../src/db/schema';
import { mailboxOf } from '../../src/features/accounts/invites';
import { t, withApp } from '../harness';
import { authHeaders, readOutbox, signUpBody } from '../helper';

withApp();

const signUp = async (overrides: Partial<SignUpRequest> = {}) => {
  const response = await t.app.inject({
    method: 'POST',
    url: apiPaths.register,
    payload: { ...signUpBody(), ...overrides },
  });
  expect(response.statusCode).toBe(200);
  const user = response.json<SessionUser>();
  return { ...user, headers: authHeaders(user.email, user.token) };
};

const invitesOf = async (who: { headers: Record<string, string> }) => {
  const response = await t.app.inject({ method: 'GET', url: invitePaths.invites, headers: who.headers });
  expect(response.statusCode).toBe(200);
  return response.json<Invites>();
};

describe('invite a friend (issue 38)', () => {
  it('gives each member a code and link; a friend who signs up with it joins their invites', async () => {
    const ana = await signUp({ name: 'Ana', attribution: { device: 'ana-laptop' } });
    const mine = await invitesOf(ana);
    expect(mine.code).toMatch(/^[0-9a-f]{10}$/);
    expect(mine.link).toBe(`http://studio.test/sign/signup?referral_token=${mine.code}`);
    expect(mine.invites).toEqual([]);

    // The code is read whatever its letter case, as a link pasted by hand may change it.
    const bruno = await signUp({
      name: 'Bruno',
      last_name: 'Costa',
      referral_token: mine.code.toUpperCase(),
      attribution: { device: 'bruno-phone' },
    });
    const after = await invitesOf(ana);
    expect(after.invites).toEqual([
      { name: 'Bruno C.', joined_at: expect.any(String), status: 'joined', reward_months: null },
    ]);
    const [source] = await t.db.select().from(memberSources).where(eq(memberSources.user_id, bruno.id));
    expect(source?.source).toBe('invite');
    // Bruno's own list is his, and empty; his code is another.
    const his = await invitesOf(bruno);
    expect(his.invites).toEqual([]);
    expect(his.code).not.toBe(mine.code);
  });

  it("refuses an invite from the inviter's own mailbox or browser, and ignores a code that is no member's", async () => {
    const ana = await signUp({ email: 'ana.silva@gmail.com', attribution: { device: 'ana-laptop' } });
    const { code } = await invitesOf(ana);
    await signUp({
      email: 'anasilva+again@googlemail.com',
      referral_token: code,
      attribution: { device: 'x' },
    });
    await signUp({
      email: 'someone-else@example.com',
      referral_token: code,
      attribution: { device: 'ana-laptop' },
    });
    const rows = await t.db.select().from(invites).orderBy(invites.id);
    expect(rows.map((row) => [row.status, row.refusal])).toEqual([
      ['refused', 'same_email'],
      ['refused', 'same_device'],
    ]);
    expect((await invitesOf(ana)).invites.map((invite) => invite.status)).toEqual(['refused', 'refused']);

    const stranger = await signUp({ referral_token: 'not-a-code' });
    const [row] = await t.db.select().from(users).where(eq(users.id, stranger.id));
    expect(row?.referral_token).toBe('not-a-code');
    expect(await t.db.select().from(invites)).toHaveLength(2);
  });

  it('reads one mailbox in its spellings', () => {
    expect(mailboxOf('A.B+x@Gmail.com')).toBe('ab@gmail.com');
    expect(mailboxOf('ab@googlemail.com')).toBe('ab@gmail.com');
    expect(mailboxOf('a.b+x@example.com')).toBe('a.b@example.com');
  });

  it('is for members only', async () => {
    expect((await t.app.inject({ method: 'GET', url: invitePaths.invites })).statusCode).toBe(401);
  });

  it('mails the link to a friend, lists the address until they join, and refuses what is no friend', async () => {
    const ana = await signUp({ name: 'Ana', email: 'ana@example.com' });
    const mailTo = (email: string) =>
      t.app.inject({ method: 'POST', url: invitePaths.invites, headers: ana.headers, payload: { email } });
    const sent = await mailTo('Zoe@Example.com');
    expect(sent.statusCode).toBe(200);
    expect(sent.json<Invites>().sent).toEqual([{ email: 'zoe@example.com', sent_at: expect.any(String) }]);
    const { code } = await invitesOf(ana);
    const mail = (await readOutbox(t)).find((m) => m.to === 'zoe@example.com');
    expect(mail?.subject).toBe('Ana invites you to train at Studio');
    expect(mail?.text).toContain(`/sign/signup?referral_token=${code}`);

    const own = await mailTo('ana+x@example.com');
    expect(own.statusCode).toBe(400);
    expect(own.json<{ errors: Record<string, string[]> }>().errors.email).toEqual([
      'That is your own address: invite a friend.',
    ]);
    await signUp({ email: 'bruno@example.com' });
    const member = await mailTo('bruno@example.com');
    expect(member.json<{ errors: Record<string, string[]> }>().errors.email).toEqual([
      'Someone with this address is a member already.',
    ]);

    // Zoe joins: she is an invite by name now, no longer an address sent to.
    await signUp({ email: 'zoe@example.com', referral_token: code });
    const after = await invitesOf(ana);
    expect(after.sent).toEqual([]);
    expect(after.invites).toHaveLength(1);

    for (let n = 1; n < INVITE_MAILS_PER_DAY; n++)
      expect((await mailTo(`friend${n}@example.com`)).statusCode).toBe(200);
    const tooMany = await mailTo('one-more@example.com');
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json<{ message: string }>().message).toMatch(/^You have sent many invites today/);
  });
});
