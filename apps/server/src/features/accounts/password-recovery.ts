import { type MessageId, RESET_TOKEN_MINUTES } from '@studio/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { validationError } from '../../errors';
import { MAIL, type MailContext, mailLink } from '../../jobs/mail';
import { escapeHtml } from '../../lib/html';
import { readerLocale, translate } from '../../lib/i18n';
import { hashPassword, hashToken, newToken } from './crypto';
import { emailIs } from './email';
import { revokeSessions } from './sessions';

/**
 * Mails a single-use link valid for one hour when the e-mail belongs to a member; says nothing
 * either way, so the answer never tells whether an account exists. The mail is a job queued with
 * the link's row, in one transaction: sent after the answer (waiting for SMTP would make a known
 * e-mail answer slower than an unknown one) and never lost with the process that answered.
 */
export const requestPasswordReset = async ({
  db,
  mail,
  email,
}: {
  db: Db;
  mail: MailContext;
  email: string;
}): Promise<void> => {
  const [user] = await db
    .select({ id: users.id, name: users.name, language: users.language })
    .from(users)
    .where(emailIs(email))
    .limit(1);
  if (!user) return;
  const token = newToken();
  const link = mailLink(mail.publicUrl, `/sign/reset?token=${encodeURIComponent(token)}`);
  // In the member's language (issue 35), the studio's default when they chose none.
  const locale = await readerLocale(db, user.language);
  const t = (id: MessageId, values?: Record<string, unknown>) => translate(locale, id, values);
  const greeting = t('mail.frame.greeting', { name: user.name });
  const useLink = t('mail.passwordReset.useLink', { minutes: RESET_TOKEN_MINUTES });
  const ignore = t('mail.passwordReset.ignore');
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      user_id: user.id,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
    });
    await mail.jobs.send(
      MAIL,
      {
        to: email,
        subject: t('mail.passwordReset.subject'),
        text: `${greeting}\n\n${useLink}\n${link}\n\n${ignore}\n`,
        html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(useLink)}</p><p><a href="${link}">${escapeHtml(t('mail.passwordReset.action'))}</a></p><p>${escapeHtml(ignore)}</p>`,
      },
      { db: tx },
    );
  });
};

/** Uses a reset link once: sets the password and ends every session of the member. */
export const resetPassword = async ({ db, token, password }: { db: Db; token: string; password: string }) => {
  const password_hash = await hashPassword(password);
  const userId = await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ used_at: sql`now()` })
      .where(
        and(
          eq(passwordResets.token_hash, hashToken(token)),
          isNull(passwordResets.used_at),
          gt(passwordResets.expires_at, sql`now()`),
        ),
      )
      .returning({ user_id: passwordResets.user_id });
    if (!reset)
      throw validationError(
        { token: ['common.account.resetTokenInvalid'] },
        'common.account.resetTokenInvalid',
      );
    await tx.update(users).set({ password_hash, updated_at: sql`now()` }).where(eq(users.id, reset.user_id));
    // Other links still outstanding (an older mail) must not set the password again afterwards.
    await tx
      .update(passwordResets)
      .set({ used_at: sql`now()` })
      .where(and(eq(passwordResets.user_id, reset.user_id), isNull(passwordResets.used_at)));
    return reset.user_id;
  });
  await revokeSessions(db, userId);
};
