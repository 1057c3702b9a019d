import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { isPremiumMember } from '../billing';
import { mediaUrl, type Presenter } from './present';

/** Items another feature lets a member watch without premium (programs: a running rental's workouts). */
export type WatchGrant = (input: { db: Db; userId: number; now: Date }) => Promise<ReadonlySet<number>>;

/** What this member may watch, decided by the server (DESIGN 3), with the storage's URLs and one clock. */
export const watchPresenter = async (
  app: FastifyInstance,
  userId: number,
  grants: readonly WatchGrant[] = [],
): Promise<Presenter> => {
  const { db } = app.deps.database;
  const now = new Date();
  const premium = await isPremiumMember(db, userId);
  const granted = new Set<number>();
  for (const grant of grants) for (const id of await grant({ db, userId, now })) granted.add(id);
  return { media: mediaUrl(app.deps.storage), now, access: { premium, granted } };
};
