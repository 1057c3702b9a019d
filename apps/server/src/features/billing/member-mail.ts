import { DISPLAY, type Display, type MemberMailKind, REMINDER_MAIL_KINDS } from '@studio/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { memberMails, users } from '../../db/schema';
import { MAIL, type MailContext, mailLink } from '../../jobs/mail';
import { escapeHtml } from '../../lib/html';

/**
 * The mails of a subscription business (issue 18): each has a plain-text and an HTML part, goes
 * through the job queue (decision 0018) and is sent once per event: its `member_mails` row and its
 * job are written in the caller's transaction, so a replayed webhook or a retried job finds the
 * row and sends nothing more. Reminders go only to members who keep them on.
 */

/** Pages a mail links to, under the public address. */
export const MAIL_LINKS = {
  subscription: '/page/subscription',
  updateCard: '/page/subscription/card',
  settings: '/page/profile/setup',
  programs: '/page/programs',
} as const;

export type MailContent = {
  subject: string;
  /** After "Hi {name},": one paragraph each. */
  paragraphs: string[];
  /** The one thing to do, as a link (also written out in the text part). */
  action?: { label: string; path: string };
};

/** Whom a mail goes to, for content that words dates in the member's own zone. */
export type MailReader = { name: string; display: Display };

export type MemberMailInput = {
  userId: number;
  kind: MemberMailKind;
  /** What the mail is about: with the kind, sent once (`subscription:12:charge:tx_9`). */
  eventKey: string;
  content: MailContent | ((reader: MailReader) => MailContent);
};

export type { MailContext } from '../../jobs/mail';

/** The message of a mail to `name`, both parts. */
export const renderMail = (name: string, content: MailContent, publicUrl: string, reminder: boolean) => {
  const action = content.action ? { ...content.action, url: mailLink(publicUrl, content.action.path) } : null;
  const footer = reminder
    ? `You get this reminder because reminders are on. Turn them off in your profile: ${mailLink(publicUrl, MAIL_LINKS.settings)}`
    : null;
  const text = [
    `Hi ${name},`,
    ...content.paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    'The Studio team',
    ...(footer ? [footer] : []),
  ].join('\n\n');
  const html = [
    `<p>Hi ${escapeHtml(name)},</p>`,
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(action ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`] : []),
    '<p>The Studio team</p>',
    ...(footer
      ? [
          `<p style="color:#555;font-size:13px">You get this reminder because reminders are on. <a href="${escapeHtml(mailLink(publicUrl, MAIL_LINKS.settings))}">Turn them off in your profile</a>.</p>`,
        ]
      : []),
  ].join('\n');
  return { subject: content.subject, text: `${text}\n`, html };
};

/**
 * Queues a member's mail in `tx`, once per (member, kind, event). False when it was sent before,
 * when the member is gone, or when it is a reminder and the member turned reminders off.
 */
export const queueMemberMail = async (
  tx: Tx,
  context: MailContext,
  input: MemberMailInput,
): Promise<boolean> => {
  const [user] = await tx
    .select({ email: users.email, name: users.name, zone: users.time_zone, reminders: users.reminder_mails })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) return false;
  const reminder = REMINDER_MAIL_KINDS.includes(input.kind);
  if (reminder && !user.reminders) return false;
  const [fresh] = await tx
    .insert(memberMails)
    .values({ user_id: input.userId, kind: input.kind, event_key: input.eventKey })
    .onConflictDoNothing()
    .returning({ id: memberMails.id });
  if (!fresh) return false;
  const content =
    typeof input.content === 'function'
      ? input.content({ name: user.name, display: { ...DISPLAY, timeZone: user.zone } })
      : input.content;
  const message = renderMail(user.name, content, context.publicUrl, reminder);
  await context.jobs.send(MAIL, { to: user.email, ...message }, { db: tx });
  return true;
};
