import type { FastifyInstance } from 'fastify';
import { isPremiumMember } from '../billing';
import { mediaUrl, type Presenter } from './present';

/** What this member may watch, decided by the server (DESIGN 3), with the storage's URLs and one clock. */
export const watchPresenter = async (app: FastifyInstance, userId: number): Promise<Presenter> => ({
  media: mediaUrl(app.deps.storage),
  now: new Date(),
  access: { premium: await isPremiumMember(app.deps.database.db, userId) },
});
