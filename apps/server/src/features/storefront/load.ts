import { type Cents, type PlanPrices, type StorefrontContent, TRIAL_DAYS } from '@studio/shared';
import { and, asc, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  items,
  itemTrainers,
  listItems,
  lists,
  programDays,
  programs,
  recipeIngredients,
  trainers,
} from '../../db/schema';
import { loadPlanPrices } from '../billing';
import { readStorefront } from './content';

/**
 * What the public storefront shows (issue 38): only what the studio offers to anyone, never a
 * member's data. Classes are workouts and live classes, published and not removed; programs are
 * those offered to new buyers; trainers are those whose page members can open.
 */

const CLASS_KINDS = ['workout', 'live_training'] as const;
/** Classes shown per category on the catalogue page, and per trainer. */
const CLASSES_PER_LIST = 12;

const shown = () => and(isNull(items.removed_at), lte(items.published_at, sql`now()`));
const isClass = () => inArray(items.kind, [...CLASS_KINDS]);
const offered = () => and(isNull(programs.removed_at), isNull(programs.hidden_at));

const cardColumns = {
  id: items.id,
  kind: items.kind,
  title: items.title,
  duration_seconds: items.duration_seconds,
  image: items.image,
  thumb: items.thumb,
  event_date: items.event_date,
  free_sample: items.free_sample,
};
export type ClassCard = {
  id: number;
  kind: string;
  title: string;
  duration_seconds: number;
  image: string | null;
  thumb: string | null;
  event_date: Date | null;
  /** Any member may watch it, premium or not (issue 38). */
  free_sample: boolean;
};

export type TrainerCard = { id: number; name: string; headline: string; avatar: string | null };
export type ProgramCard = {
  id: number;
  title: string;
  description: string;
  banner_image: string | null;
  price_cents: Cents;
  weeks: number;
  week_required_days: number;
};

/** Trainers with a page members can open (a trainers list, not hidden), in the lists' order. */
const visibleTrainers = (db: Db) =>
  db
    .select({ id: trainers.id, name: trainers.name, headline: trainers.headline, avatar: trainers.avatar })
    .from(trainers)
    .innerJoin(
      lists,
      and(eq(lists.trainer_id, trainers.id), eq(lists.kind, 'trainers'), isNull(lists.hidden_at)),
    )
    .orderBy(asc(lists.position), asc(trainers.id));

const programColumns = {
  id: programs.id,
  title: programs.title,
  description: programs.description,
  banner_image: programs.banner_image,
  price_cents: programs.price_cents,
  weeks: programs.weeks,
  week_required_days: programs.week_required_days,
};

export type Landing = {
  /** The owner's words and choices (issue 38). */
  content: StorefrontContent;
  heroImage: string | null;
  /** Classes anyone who signs up may watch. */
  samples: ClassCard[];
  trainers: TrainerCard[];
  programs: ProgramCard[];
  prices: PlanPrices;
  trialDays: number;
  counts: { classes: number; programs: number; recipes: number };
  latest: ClassCard[];
};

export const loadLanding = async (db: Db): Promise<Landing> => {
  const [storefront, samples, trainerRows, programRows, prices, [classCount], [recipeCount], latest] =
    await Promise.all([
      readStorefront(db),
      db
        .select(cardColumns)
        .from(items)
        .where(and(shown(), isClass(), eq(items.free_sample, true)))
        .orderBy(desc(items.published_at), desc(items.id))
        .limit(3),
      visibleTrainers(db),
      db.select(programColumns).from(programs).where(offered()).orderBy(asc(programs.position)),
      loadPlanPrices(db),
      db.select({ n: count() }).from(items).where(and(shown(), isClass())),
      db
        .select({ n: count() })
        .from(items)
        .where(and(shown(), eq(items.kind, 'recipe'))),
      db
        .select(cardColumns)
        .from(items)
        .where(and(shown(), eq(items.kind, 'workout')))
        .orderBy(desc(items.published_at), desc(items.id))
        .limit(6),
    ]);
  // The owner's featured programs in their order; none chosen: the first three offered.
  const featured = storefront.content.featured_program_ids.flatMap((id) =>
    programRows.filter((p) => p.id === id),
  );
  return {
    content: storefront.content,
    heroImage: storefront.hero_image,
    samples,
    trainers: trainerRows,
    programs: featured.length > 0 ? featured : programRows.slice(0, 3),
    prices,
    trialDays: TRIAL_DAYS,
    counts: { classes: classCount?.n ?? 0, programs: programRows.length, recipes: recipeCount?.n ?? 0 },
    latest,
  };
};

export const loadPricing = async (db: Db) => ({ prices: await loadPlanPrices(db), trialDays: TRIAL_DAYS });

export type Category = { id: number; title: string; description: string; classes: ClassCard[] };

/** The catalogue's categories (not hidden) in order, each with its first classes. */
export const loadCatalogue = async (db: Db): Promise<Category[]> => {
  const categories = await db
    .select({ id: lists.id, title: lists.title, description: lists.description })
    .from(lists)
    .where(and(eq(lists.store_id, 'on_demand'), eq(lists.kind, 'categories'), isNull(lists.hidden_at)))
    .orderBy(asc(lists.position));
  if (categories.length === 0) return [];
  const rows = await db
    .select({ list_id: listItems.list_id, ...cardColumns })
    .from(listItems)
    .innerJoin(items, eq(items.id, listItems.item_id))
    .where(
      and(
        inArray(
          listItems.list_id,
          categories.map((c) => c.id),
        ),
        shown(),
        isClass(),
      ),
    )
    .orderBy(asc(listItems.list_id), asc(listItems.position));
  return categories
    .map((category) => ({
      ...category,
      classes: rows
        .filter((row) => row.list_id === category.id)
        .slice(0, CLASSES_PER_LIST)
        .map(({ list_id: _list, ...card }) => card),
    }))
    .filter((category) => category.classes.length > 0);
};

const trainersOf = (db: Db, itemId: number) =>
  db
    .select({ id: trainers.id, name: trainers.name, headline: trainers.headline, avatar: trainers.avatar })
    .from(itemTrainers)
    .innerJoin(trainers, eq(trainers.id, itemTrainers.trainer_id))
    .where(eq(itemTrainers.item_id, itemId))
    .orderBy(asc(itemTrainers.position));

export type ClassPage = ClassCard & {
  description: string;
  /** Its public preview (a storage key), once cut. */
  trailer: string | null;
  banner_image: string | null;
  published_at: Date;
  trainers: TrainerCard[];
  categories: { id: number; title: string }[];
};

export const loadClass = async (db: Db, id: number): Promise<ClassPage | null> => {
  const [row] = await db
    .select({
      ...cardColumns,
      description: items.description,
      banner_image: items.banner_image,
      published_at: items.published_at,
      trailer: items.trailer,
    })
    .from(items)
    .where(and(eq(items.id, id), shown(), isClass()));
  if (!row) return null;
  const [who, categories] = await Promise.all([
    trainersOf(db, id),
    db
      .select({ id: lists.id, title: lists.title })
      .from(listItems)
      .innerJoin(lists, eq(lists.id, listItems.list_id))
      .where(and(eq(listItems.item_id, id), eq(lists.kind, 'categories'), isNull(lists.hidden_at)))
      .orderBy(asc(lists.position)),
  ]);
  return { ...row, trainers: who, categories };
};

export type ProgramPage = ProgramCard & {
  /** Each week's days in order, with the class done that day. */
  outline: { week: number; days: { day: number; title: string; duration_seconds: number }[] }[];
};

export const loadProgram = async (db: Db, id: number): Promise<ProgramPage | null> => {
  const [program] = await db
    .select(programColumns)
    .from(programs)
    .where(and(eq(programs.id, id), offered()));
  if (!program) return null;
  const days = await db
    .select({
      week: programDays.week,
      day: programDays.day,
      title: items.title,
      duration_seconds: items.duration_seconds,
    })
    .from(programDays)
    .innerJoin(items, eq(items.id, programDays.item_id))
    .where(eq(programDays.program_id, id))
    .orderBy(asc(programDays.week), asc(programDays.day));
  const outline: ProgramPage['outline'] = [];
  for (const { week, ...day } of days) {
    const last = outline.at(-1);
    if (last?.week === week) last.days.push(day);
    else outline.push({ week, days: [day] });
  }
  return { ...program, outline };
};

export type TrainerPage = TrainerCard & {
  bio: string;
  background_image: string | null;
  classes: ClassCard[];
};

export const loadTrainer = async (db: Db, id: number): Promise<TrainerPage | null> => {
  const [trainer] = await visibleTrainers(db).where(eq(trainers.id, id));
  if (!trainer) return null;
  const [[more], classes] = await Promise.all([
    db
      .select({ bio: trainers.bio, background_image: trainers.background_image })
      .from(trainers)
      .where(eq(trainers.id, id)),
    db
      .select(cardColumns)
      .from(itemTrainers)
      .innerJoin(items, eq(items.id, itemTrainers.item_id))
      .where(and(eq(itemTrainers.trainer_id, id), shown(), isClass()))
      .orderBy(desc(items.published_at), desc(items.id))
      .limit(CLASSES_PER_LIST),
  ]);
  return { ...trainer, bio: more?.bio ?? '', background_image: more?.background_image ?? null, classes };
};

export type RecipePage = {
  id: number;
  title: string;
  description: string;
  image: string | null;
  thumb: string | null;
  preparation_time: number | null;
  recipe_type: string | null;
  published_at: Date;
  ingredients: string[];
  /** Steps a member reads; the preview counts them and shows none. */
  steps: number;
};

export const loadRecipe = async (db: Db, id: number): Promise<RecipePage | null> => {
  const [recipe] = await db
    .select({
      id: items.id,
      title: items.title,
      description: items.description,
      image: items.image,
      thumb: items.thumb,
      preparation_time: items.preparation_time,
      recipe_type: items.recipe_type,
      published_at: items.published_at,
      guide: items.preparation_guide,
    })
    .from(items)
    .where(and(eq(items.id, id), shown(), eq(items.kind, 'recipe')));
  if (!recipe) return null;
  const ingredients = await db
    .select({ name: recipeIngredients.display_name })
    .from(recipeIngredients)
    .where(eq(recipeIngredients.item_id, id))
    .orderBy(asc(recipeIngredients.position));
  const { guide, ...rest } = recipe;
  return { ...rest, ingredients: ingredients.map((i) => i.name), steps: guide.length };
};

/** Every public page's id and title, for the sitemap. */
export const loadSitemap = async (db: Db) => {
  const [classes, programRows, trainerRows, recipes] = await Promise.all([
    db
      .select({ id: items.id, title: items.title })
      .from(items)
      .where(and(shown(), isClass()))
      .orderBy(asc(items.id)),
    db
      .select({ id: programs.id, title: programs.title })
      .from(programs)
      .where(offered())
      .orderBy(asc(programs.id)),
    visibleTrainers(db),
    db
      .select({ id: items.id, title: items.title })
      .from(items)
      .where(and(shown(), eq(items.kind, 'recipe')))
      .orderBy(asc(items.id)),
  ]);
  return {
    classes,
    programs: programRows,
    trainers: trainerRows.map((t) => ({ id: t.id, title: t.name })),
    recipes,
  };
};
