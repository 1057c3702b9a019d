import { RESET_TOKEN_MINUTES } from '@studio/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { validationError } from '../../errors';
import { MAIL, type MailContext, mailLink } from '../../jobs/mail';
import { escapeHtml } from '../../lib/html';
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
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(emailIs(email))
    .limit(1);
  if (!user) return;
  const token = newToken();
  const link = mailLink(mail.publicUrl, `/sign/reset?token=${encodeURIComponent(token)}`);
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
        subject: 'Reset your Studio password',
        text: `Hi ${user.name},\n\nUse this link within ${RESET_TOKEN_MINUTES} minutes to choose a new password:\n${link}\n\nIf you did not ask for it, you can ignore this message.\n`,
        html: `<p>Hi ${escapeHtml(user.name)},</p><p>Use this link within ${RESET_TOKEN_MINUTES} minutes to choose a new password:</p><p><a href="${link}">Choose a new password</a></p><p>If you did not ask for it, you can ignore this message.</p>`,
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
