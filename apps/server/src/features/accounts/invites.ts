import { INVITE_REWARD_DEFAULTS, signPaths } from '@studio/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { invites, memberSources, premiumGrants, storefrontSettings, users } from '../../db/schema';

/**
 * An address as its mailbox reads it: lower case, without a `+tag`, and for Gmail without dots
 * (`a.b+x@gmail.com` and `ab@googlemail.com` are one mailbox).
 */
export const mailboxOf = (email: string): string => {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const base = local.split('+')[0] ?? '';
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return gmail ? `${base.replaceAll('.', '')}@gmail.com` : `${base}@${domain}`;
};

/**
 * Records that a new member signed up with another's invite code (issue 38), in the sign-up's
 * transaction. An invite from the inviter's own mailbox or browser is kept as refused: it will
 * never be rewarded. A code that is no member's changes nothing (the spec's `referral_token` is
 * still kept on the member).
 */
export const recordInvite = async (
  tx: Tx,
  invitee: { id: number; email: string },
  code: string | null | undefined,
  device: string | null,
): Promise<void> => {
  const wanted = code?.trim().toLowerCase();
  if (!wanted) return;
  const [inviter] = await tx
    .select({ id: users.id, email: users.email, device: memberSources.device })
    .from(users)
    .leftJoin(memberSources, eq(memberSources.user_id, users.id))
    .where(eq(users.invite_code, wanted));
  if (!inviter || inviter.id === invitee.id) return;
  const refusal =
    mailboxOf(inviter.email) === mailboxOf(invitee.email)
      ? ('same_email' as const)
      : device && inviter.device === device
        ? ('same_device' as const)
        : null;
  await tx.insert(invites).values({
    inviter_id: inviter.id,
    invitee_id: invitee.id,
    status: refusal ? 'refused' : 'joined',
    refusal,
  });
};

/** The member's code, link and invites, newest first (a first name and an initial each). */
export const loadInvites = async (db: Db, userId: number, publicUrl: string) => {
  const [me] = await db.select({ code: users.invite_code }).from(users).where(eq(users.id, userId));
  const rows = await db
    .select({
      name: users.name,
      last_name: users.last_name,
      at: invites.created_at,
      status: invites.status,
      months: premiumGrants.months,
    })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.invitee_id))
    .leftJoin(premiumGrants, eq(premiumGrants.id, invites.grant_id))
    .where(eq(invites.inviter_id, userId))
    .orderBy(desc(invites.created_at), desc(invites.id));
  const [settings] = await db
    .select({ months: storefrontSettings.invite_months, percent: storefrontSettings.invite_discount_percent })
    .from(storefrontSettings);
  const code = me?.code ?? '';
  const link = new URL(`${signPaths.signup}?referral_token=${encodeURIComponent(code)}`, publicUrl).href;
  return {
    code,
    link,
    invites: rows.map((row) => ({
      name: `${row.name} ${row.last_name.slice(0, 1)}.`.trim(),
      joined_at: row.at.toISOString(),
      status: row.status,
      reward_months: row.status === 'rewarded' ? row.months : null,
    })),
    reward: {
      months: settings?.months ?? INVITE_REWARD_DEFAULTS.months,
      discount_percent: settings?.percent ?? INVITE_REWARD_DEFAULTS.discountPercent,
    },
  };
};
