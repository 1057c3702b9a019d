import { type OFFER_ACTIONS, type OfferLimits, offerMessages, offerState } from '@studio/shared';
import { AppError } from '../../errors';
import { endOfDayIn } from '../../lib/studio-time';

/** A code's last day (YYYY-MM-DD, studio zone) as the instant it ends; a day already over is refused. */
export const offerEnd = (day: string | null | undefined, zone: string): Date | null => {
  if (!day) return null;
  const end = endOfDayIn(day, zone);
  if (end <= new Date()) {
    throw new AppError('validation', offerMessages.untilInPast, { valid_until: [offerMessages.untilInPast] });
  }
  return end;
};

/** What the console does to a code: pause, resume or end it. */
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/**
 * What pausing, resuming or ending a code of either kind writes (an ended code stays ended: a
 * conflict). Pausing a paused code keeps when it was first paused.
 */
export const offerChange = (row: OfferLimits, action: OfferAction, now = new Date()) => {
  if (offerState(row, now) === 'ended') throw new AppError('conflict', offerMessages.ended);
  return action === 'end'
    ? { valid_until: now }
    : { paused_at: action === 'pause' ? (row.paused_at ?? now) : null };
};
