import type { Display, Locale, MemberMailKind, MessageId } from '@studio/shared';
import { memberPages, REMINDER_MAIL_KINDS } from '@studio/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { memberMails, users } from '../../db/schema';
import { MAIL, type MailContext, mailLink } from '../../jobs/mail';
import { escapeHtml, htmlWithLink } from '../../lib/html';
import { displayFor, readerLocale, translate } from '../../lib/i18n';

/**
 * The mails of a subscription business (issue 18): each has a plain-text and an HTML part, goes
 * through the job queue (decision 0018) and is sent once per event: its `member_mails` row and its
 * job are written in the caller's transaction, so a replayed webhook or a retried job finds the
 * row and sends nothing more. Reminders go only to members who keep them on.
 */

/** Pages a mail links to, under the public address. */
export const MAIL_LINKS = {
  subscription: memberPages.subscription,
  updateCard: memberPages.updateCard,
  settings: memberPages.settings,
  programs: memberPages.programs,
} as const;

export type MailContent = {
  subject: string;
  /** After "Hi {name},": one paragraph each. */
  paragraphs: string[];
  /** The one thing to do, as a link (also written out in the text part). */
  action?: { label: string; path: string };
};

/**
 * Whom a mail goes to (issue 35): its words in the member's language (`t`, the studio's default when
 * they chose none), dates in their own zone and amounts as their language writes them (`display`).
 */
export type MailReader = {
  name: string;
  display: Display;
  t: (id: MessageId, values?: Record<string, unknown>) => string;
};

export type MemberMailInput = {
  userId: number;
  kind: MemberMailKind;
  /** What the mail is about: with the kind, sent once (`subscription:12:charge:tx_9`). */
  eventKey: string;
  content: MailContent | ((reader: MailReader) => MailContent);
};

export type { MailContext } from '../../jobs/mail';

/** The message of a mail to `reader`, both parts, in the reader's language. */
export const renderMail = (
  reader: MailReader,
  content: MailContent,
  publicUrl: string,
  reminder: boolean,
) => {
  const { t, name } = reader;
  const action = content.action ? { ...content.action, url: mailLink(publicUrl, content.action.path) } : null;
  const settings = mailLink(publicUrl, MAIL_LINKS.settings);
  const text = [
    t('mail.frame.greeting', { name }),
    ...content.paragraphs,
    ...(action ? [t('mail.frame.actionLine', { label: action.label, url: action.url })] : []),
    t('mail.frame.signature'),
    ...(reminder ? [t('mail.frame.reminderText', { link: settings })] : []),
  ].join('\n\n');
  const html = [
    `<p>${escapeHtml(t('mail.frame.greeting', { name }))}</p>`,
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(action ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`] : []),
    `<p>${escapeHtml(t('mail.frame.signature'))}</p>`,
    ...(reminder
      ? [`<p style="color:#555;font-size:13px">${htmlWithLink(t('mail.frame.reminderHtml'), settings)}</p>`]
      : []),
  ].join('\n');
  return { subject: content.subject, text: `${text}\n`, html };
};

/** A reader of `locale` named `name` in `timeZone`, reading amounts in the studio's `currency`. */
export const mailReader = (name: string, locale: Locale, timeZone: string, currency: string): MailReader => ({
  name,
  display: displayFor(locale, currency, timeZone),
  t: (id, values) => translate(locale, id, values),
});

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
    .select({
      email: users.email,
      name: users.name,
      zone: users.time_zone,
      reminders: users.reminder_mails,
      language: users.language,
    })
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
  const reader = mailReader(user.name, await readerLocale(tx, user.language), user.zone, context.currency);
  const content = typeof input.content === 'function' ? input.content(reader) : input.content;
  const message = renderMail(reader, content, context.publicUrl, reminder);
  await context.jobs.send(MAIL, { to: user.email, ...message }, { db: tx });
  return true;
};
