import type { FastifyInstance } from 'fastify';
import type { Member, MemberContext } from '../accounts';
import { premiumFromContext } from '../billing';
import { mediaUrl, type Presenter } from './present';

/**
 * Items another feature lets a member watch without premium (programs: a running rental's
 * workouts), read from the member context that came with the session (decision 0013).
 */
export type WatchGrant = (context: MemberContext) => ReadonlySet<number>;

/**
 * What this member may watch, decided by the server (DESIGN 3), with the storage's URLs and one
 * clock. No statement: premium and the grants are in the member context.
 */
export const watchPresenter = (
  app: FastifyInstance,
  member: Member,
  grants: readonly WatchGrant[] = [],
): Presenter => {
  const now = new Date();
  const premium = premiumFromContext(member.context, now);
  const granted = new Set<number>();
  for (const grant of grants) for (const id of grant(member.context)) granted.add(id);
  return {
    media: mediaUrl(app.deps.storage),
    now,
    access: { premium, granted },
    currency: app.deps.config.STUDIO_CURRENCY,
  };
};
