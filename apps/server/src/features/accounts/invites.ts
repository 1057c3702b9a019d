import {
  INVITE_MAILS_PER_DAY,
  INVITE_REWARD_DEFAULTS,
  inviteMessages,
  type MessageId,
  signPaths,
} from '@studio/shared';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { lockMember } from '../../db/member-lock';
import {
  inviteMails,
  invites,
  memberSources,
  premiumGrants,
  storefrontSettings,
  users,
} from '../../db/schema';
import { AppError, validationError } from '../../errors';
import { MAIL, type MailContext } from '../../jobs/mail';
import { escapeHtml } from '../../lib/html';
import { readerLocale, translate } from '../../lib/i18n';
import { emailIs } from './email';

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
  const link = inviteLink(code, publicUrl);
  // Mailed, and not a member since (a friend who joined is in `invites`, by name).
  const sent = await db
    .select({ email: inviteMails.email, sent_at: inviteMails.sent_at })
    .from(inviteMails)
    .leftJoin(users, sql`lower(${users.email}) = ${inviteMails.email}`)
    .where(and(eq(inviteMails.inviter_id, userId), isNull(users.id)))
    .orderBy(desc(inviteMails.sent_at), desc(inviteMails.id));
  return {
    code,
    link,
    invites: rows.map((row) => ({
      name: `${row.name} ${row.last_name.slice(0, 1)}.`.trim(),
      joined_at: row.at.toISOString(),
      status: row.status,
      reward_months: row.status === 'rewarded' ? row.months : null,
    })),
    sent: sent.map((row) => ({ email: row.email, sent_at: row.sent_at.toISOString() })),
    reward: {
      months: settings?.months ?? INVITE_REWARD_DEFAULTS.months,
      discount_percent: settings?.percent ?? INVITE_REWARD_DEFAULTS.discountPercent,
    },
  };
};

const inviteLink = (code: string, publicUrl: string) =>
  new URL(`${signPaths.signup}?referral_token=${encodeURIComponent(code)}`, publicUrl).href;

/**
 * Mails the member's invite link to a friend (issue 38), in the member's language, from the
 * member's name. Not to the member's own address nor a member's; at most INVITE_MAILS_PER_DAY
 * in a day (counted under the member's lock). Mailing one address again sends it again.
 */
export const mailInvite = async (
  db: Db,
  mail: MailContext,
  userId: number,
  email: string,
  now = new Date(),
): Promise<void> => {
  await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const [me] = await tx
      .select({ name: users.name, email: users.email, code: users.invite_code, language: users.language })
      .from(users)
      .where(eq(users.id, userId));
    if (!me) return;
    if (mailboxOf(me.email) === mailboxOf(email)) {
      throw validationError({ email: [inviteMessages.ownEmail] }, inviteMessages.ownEmail);
    }
    const [member] = await tx.select({ id: users.id }).from(users).where(emailIs(email)).limit(1);
    if (member)
      throw validationError({ email: [inviteMessages.alreadyMember] }, inviteMessages.alreadyMember);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(inviteMails)
      .where(
        and(
          eq(inviteMails.inviter_id, userId),
          gt(inviteMails.sent_at, new Date(now.getTime() - 86_400_000)),
        ),
      );
    if (count >= INVITE_MAILS_PER_DAY) throw new AppError('rate_limited', inviteMessages.tooMany);
    await tx
      .insert(inviteMails)
      .values({ inviter_id: userId, email, sent_at: now })
      .onConflictDoUpdate({ target: [inviteMails.inviter_id, inviteMails.email], set: { sent_at: now } });
    const locale = await readerLocale(tx, me.language);
    const t = (id: MessageId, values?: Record<string, unknown>) => translate(locale, id, values);
    const link = inviteLink(me.code, mail.publicUrl);
    const lines = [t('mail.invite.body', { name: me.name }), t('mail.invite.code', { code: me.code })];
    await mail.jobs.send(
      MAIL,
      {
        to: email,
        subject: t('mail.invite.subject', { name: me.name }),
        text: `${lines.join('\n\n')}\n\n${t('mail.invite.action')}: ${link}\n`,
        html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(t('mail.invite.action'))}</a></p>`,
      },
      { db: tx },
    );
  });
};
