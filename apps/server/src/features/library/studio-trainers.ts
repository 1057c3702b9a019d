import crypto from 'node:crypto';
import {
  catalogueMessages,
  type StudioTrainer,
  type TrainerFields,
  type TrainerImage,
  type TrainerValues,
} from '@studio/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage';
import type { Db, Tx } from '../../db/client';
import { listItems, lists, trainers } from '../../db/schema';
import { notFound } from '../../errors';
import { refreshTrainerLists } from './list-membership';
import { checkOrder } from './studio-order';

/**
 * Trainers as the console edits them (issue 17, decision 0025). A trainer's member page is the
 * `lists` row of kind `trainers` keyed `trainer:<key>` (as the import makes it), filled by
 * `refreshTrainerLists`; hiding a trainer hides that page (and with it their chip in the library),
 * their workouts keep crediting them. Members see trainers in their pages' order.
 */

/** A key from a name, such as `ana-lima-3f9a1c`, for staff who leave the key empty. */
export const keyFrom = (name: string, fallback: string) =>
  `${
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || fallback
  }-${crypto.randomBytes(3).toString('hex')}`;

/** The page list's image column for each of the trainer's images. */
const pageColumn = {
  avatar: 'image',
  background_image: 'background_image',
  title_image: 'title_image',
} as const;

const trainerRows = (db: Db, id?: number) =>
  db
    .select({
      trainer: trainers,
      hidden_at: lists.hidden_at,
      workouts:
        sql<number>`(select ${count()} from ${listItems} where ${listItems.list_id} = ${lists.id})`.mapWith(
          Number,
        ),
    })
    .from(trainers)
    .leftJoin(lists, and(eq(lists.kind, 'trainers'), eq(lists.trainer_id, trainers.id)))
    .where(id === undefined ? undefined : eq(trainers.id, id))
    .orderBy(sql`${lists.position} nulls last`, asc(trainers.id));

type TrainerRow = Awaited<ReturnType<typeof trainerRows>>[number];

const present = (row: TrainerRow, storage: Storage): StudioTrainer => {
  const { trainer } = row;
  const url = (key: string | null) => (key ? storage.url(key) : null);
  return {
    id: trainer.id,
    key: trainer.key,
    name: trainer.name,
    headline: trainer.headline,
    bio: trainer.bio,
    avatar: url(trainer.avatar),
    background_image: url(trainer.background_image),
    title_image: url(trainer.title_image),
    hidden: row.hidden_at !== null,
    origin: trainer.origin,
    workouts: row.workouts,
  };
};

/** Every trainer, in the order members see them (hidden ones included). */
export const listTrainers = async (db: Db, storage: Storage): Promise<StudioTrainer[]> =>
  (await trainerRows(db)).map((row) => present(row, storage));

export const findTrainer = async (db: Db, storage: Storage, id: number): Promise<StudioTrainer> => {
  const [row] = await trainerRows(db, id);
  if (!row) throw notFound(catalogueMessages.trainerUnknown);
  return present(row, storage);
};

const lockTrainer = async (tx: Tx, id: number) => {
  const [row] = await tx.select().from(trainers).where(eq(trainers.id, id)).for('update');
  if (!row) throw notFound(catalogueMessages.trainerUnknown);
  return row;
};

/**
 * A new trainer and their (empty) page, last in the members' order. A taken key breaks the unique
 * index: a 409 naming `key` (lib/unique-conflicts.ts), however many ask at once.
 */
export const createTrainer = async (tx: Tx, values: TrainerValues): Promise<number> => {
  const key = values.key || keyFrom(values.name, 'trainer');
  const [row] = await tx
    .insert(trainers)
    .values({ key, name: values.name, headline: values.headline, bio: values.bio, origin: 'studio' })
    .returning({ id: trainers.id });
  if (!row) throw new Error('insert returned no row');
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${lists.position}) + 1, 0)`.mapWith(Number) })
    .from(lists)
    .where(eq(lists.kind, 'trainers'));
  await tx.insert(lists).values({
    key: `trainer:${key}`,
    store_id: 'on_demand',
    kind: 'trainers',
    trainer_id: row.id,
    title: values.name,
    description: values.headline,
    bio: values.bio,
    position: last?.position ?? 0,
    origin: 'studio',
  });
  await refreshTrainerLists(tx, [row.id]);
  return row.id;
};

/** A trainer's name, headline and bio, on their page too. */
export const updateTrainer = async (tx: Tx, id: number, values: TrainerFields): Promise<void> => {
  await lockTrainer(tx, id);
  await tx.update(trainers).set(values).where(eq(trainers.id, id));
  await tx
    .update(lists)
    .set({ title: values.name, description: values.headline, bio: values.bio })
    .where(and(eq(lists.kind, 'trainers'), eq(lists.trainer_id, id)));
};

/** Hides or shows the trainer's page (and their chip). */
export const setTrainerHidden = async (tx: Tx, id: number, hidden: boolean): Promise<void> => {
  await lockTrainer(tx, id);
  await tx
    .update(lists)
    .set({ hidden_at: hidden ? sql`coalesce(${lists.hidden_at}, now())` : null })
    .where(and(eq(lists.kind, 'trainers'), eq(lists.trainer_id, id)));
};

/** Points one of the trainer's images at a stored file; answers the key it replaced. */
export const setTrainerImage = async (
  tx: Tx,
  id: number,
  slot: TrainerImage,
  key: string,
): Promise<string | null> => {
  const before = await lockTrainer(tx, id);
  await tx
    .update(trainers)
    .set({ [slot]: key })
    .where(eq(trainers.id, id));
  await tx
    .update(lists)
    .set({ [pageColumn[slot]]: key })
    .where(and(eq(lists.kind, 'trainers'), eq(lists.trainer_id, id)));
  return before[slot];
};

/** Puts the trainers' pages in this order: `ids` names every trainer once. */
export const orderTrainers = async (tx: Tx, ids: number[]): Promise<void> => {
  const pages = await tx
    .select({ id: lists.id, trainer: lists.trainer_id })
    .from(lists)
    .where(eq(lists.kind, 'trainers'))
    .for('update');
  await writeOrder(tx, ids, new Map(pages.map((p) => [p.trainer as number, p.id])));
};

/**
 * Writes `lists.position` 0..n-1 in the order of `ids`, which must name each key of `listOf`
 * exactly once (ids of what staff ordered → the list row holding its position).
 */
export const writeOrder = async (tx: Tx, ids: number[], listOf: Map<number, number>): Promise<void> => {
  checkOrder(ids, listOf);
  for (const [position, id] of ids.entries())
    await tx
      .update(lists)
      .set({ position })
      .where(eq(lists.id, listOf.get(id) as number));
};
