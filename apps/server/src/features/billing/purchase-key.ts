import { createHash } from 'node:crypto';

/**
 * The provider-side id of a member's n-th subscription: the same for every attempt at that
 * purchase, different for any other member (ids restart with a fresh database; sign-up moments don't).
 * The sandbox uses it as the subscription's id, so a tool playing the provider (the e2e journeys)
 * finds it from the member's own id and sign-up moment, as `GET /me` answers them (decision 0027).
 */
export const subscriptionKey = (member: { id: number; createdAt: string }, n: number): string =>
  `s${createHash('sha256').update(`${member.id}:${member.createdAt}:${n}`).digest('hex').slice(0, 32)}`;
