import type { SignUpRequestSchema } from '@studio/shared';
import type { z } from 'zod';
import { type Db, isUniqueViolation } from '../../db/client';
import { memberSources, users } from '../../db/schema';
import { validationError } from '../../errors';
import { hashPassword } from './crypto';
import { recordInvite } from './invites';
import type { UserRow } from './present';

/** A host alone (`www.google.com`), from a referring page's address; anything else is kept as sent. */
const hostOf = (referrer: string): string => {
  try {
    return new URL(referrer).host || referrer;
  } catch {
    return referrer;
  }
};

/**
 * Where the member came from (issue 38): the first visit's `utm_source`, else an invite (a
 * referral token), else the referring site, else a direct visit.
 */
const sourceOf = (input: z.output<typeof SignUpRequestSchema>) => {
  const a = input.attribution ?? {};
  const referrer = a.referrer ? hostOf(a.referrer) : null;
  return {
    source: (a.utm_source || (input.referral_token ? 'invite' : referrer) || 'direct').toLowerCase(),
    medium: a.utm_medium || null,
    campaign: a.utm_campaign || null,
    referrer,
    landing_page: a.landing_page || null,
    device: a.device || null,
  };
};

/** Creates a member; an e-mail already taken (in any letter case) is a field error, not a 500. */
export const registerMember = async ({
  db,
  input,
}: {
  db: Db;
  input: z.output<typeof SignUpRequestSchema>;
}): Promise<UserRow> => {
  const password_hash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          last_name: input.last_name,
          email: input.email,
          password_hash,
          time_zone: input.time_zone ?? 'UTC',
          referral_token: input.referral_token || null,
          // The browser's language at sign-up (issue 35); none: the studio's default, as it changes.
          language: input.language ?? null,
        })
        .returning();
      if (!user) throw new Error('insert returned no row');
      // With the member, in one transaction: every member has a source.
      const source = sourceOf(input);
      await tx.insert(memberSources).values({ user_id: user.id, ...source });
      // A friend's invite code (issue 38): who invited them, unless it is their own.
      await recordInvite(tx, user, input.referral_token, source.device);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw validationError({ email: ['common.error.emailTaken'] }, 'common.error.emailTaken');
    throw error;
  }
};
