import {
  type ContinueWatchingItem,
  durationMinutes,
  type Item,
  type ItemDetails,
  type Library,
  type ListSummary,
  MEAL_TYPES,
  type Product,
  type StoreId,
  type Trainer,
} from '@studio/shared';
import type { Storage } from '../../adapters/storage';
import type { lists, products, trainers } from '../../db/schema';
import type { ContinueWatchingRow } from './continue-watching';
import { type ItemRow, isOpenKind, type TrainerJson } from './item-query';
import { liveHlsKey } from './live-classes';
import type { loadLibrary } from './load-library';

type LibraryRows = Awaited<ReturnType<typeof loadLibrary>>;

/** What decides `can_watch`: the member's premium, and items granted otherwise (a rented program's workouts). */
export type WatchAccess = { premium: boolean; granted: ReadonlySet<number> };

/** Recipes are open to all; a video to a premium member or one it was granted to (DESIGN 3, 3a). */
export const canWatchItem = (row: Pick<ItemRow, 'id' | 'kind'>, access: WatchAccess): boolean =>
  isOpenKind(row.kind) || access.premium || access.granted.has(row.id);

export type Presenter = {
  media: (value: string | null) => string | null;
  now: Date;
  access: WatchAccess;
  /** The studio's currency (issue 35): prices shown beside the catalogue's items. */
  currency: string;
};

/** A media column holds a storage key or an absolute URL; keys become the storage's URL (local, S3, CDN). */
export const mediaUrl =
  (storage: Storage) =>
  (value: string | null): string | null =>
    value === null ? null : /^https?:\/\//.test(value) ? value : storage.url(value);

export const presentTrainer = (row: TrainerJson | typeof trainers.$inferSelect, p: Presenter): Trainer => ({
  id: row.id,
  name: row.name,
  headline: row.headline,
  avatar: p.media(row.avatar),
});

const mealType = (value: string | null) => MEAL_TYPES.find((type) => type === value) ?? null;

/** An item as lists show it; video URLs only for a member who may watch it (DESIGN 3). */
export const presentItem = (row: ItemRow, p: Presenter): Item => {
  const canWatch = canWatchItem(row, p.access);
  // A class on air has started, whatever its scheduled start (its coach may go live early).
  const upcoming =
    row.kind === 'live_training' && row.event_date !== null && row.event_date > p.now && !row.on_air;
  const liveSource = row.on_air ? liveHlsKey(row.id) : row.live_url;
  const recipe = isOpenKind(row.kind);
  const image = p.media(row.image);
  return {
    id: row.id,
    kind_id: row.id,
    kind: row.kind,
    title: row.title,
    name: row.title,
    workout_name: row.title,
    description: row.description,
    duration: row.duration_seconds,
    time: recipe ? (row.preparation_time ?? 0) : durationMinutes(row.duration_seconds),
    total_duration: row.duration_seconds,
    file_url_hls: canWatch ? p.media(row.video_hls) : null,
    file_url: canWatch ? p.media(row.video_mp4) : null,
    real_live_url: canWatch && !upcoming ? p.media(liveSource) : null,
    card_image: p.media(row.thumb) ?? image,
    thumb: p.media(row.thumb) ?? image,
    image,
    banner_image: { url: p.media(row.banner_image) ?? image },
    carrossel_highlight: { url: p.media(row.banner_image) ?? image },
    is_new: row.is_new,
    can_watch: canWatch,
    completed: row.completed,
    status: upcoming ? 'upcoming' : null,
    event_date: row.event_date ? row.event_date.toISOString() : null,
    on_air: row.on_air,
    trainers: row.trainers.map((t) => presentTrainer(t, p)),
    recipe_type: mealType(row.recipe_type),
    label: row.label,
    preparation_time: row.preparation_time,
  };
};

export const presentItemDetails = (
  row: ItemRow,
  extra: {
    products: (typeof products.$inferSelect)[];
    ingredients: { id: number; display_name: string }[];
    preparationGuide: string[];
    captions: { language: string; label: string; storage_key: string }[];
    chapters: { start_seconds: number; title: string }[];
  },
  p: Presenter,
): ItemDetails => ({
  ...presentItem(row, p),
  // Caption files are private media like the video itself: signed paths, for who may watch only.
  captions: canWatchItem(row, p.access)
    ? extra.captions.flatMap((c) => {
        const src = p.media(c.storage_key);
        return src ? [{ language: c.language, label: c.label, src }] : [];
      })
    : [],
  chapters: extra.chapters,
  products: extra.products.map(
    (product): Product => ({
      id: product.id,
      name: product.name,
      description: product.description,
      product_url: product.product_url,
      image_url: { url: p.media(product.image) },
    }),
  ),
  recipe_ingredients: extra.ingredients,
  preparation_guide: extra.preparationGuide,
});

export const presentList = (
  row: Omit<typeof lists.$inferSelect, 'origin' | 'hidden_at'>,
  p: Presenter,
): ListSummary => ({
  // A trainer's page is addressed by the trainer's id (/page/on_demand/trainers/{id}).
  id: row.kind === 'trainers' && row.trainer_id !== null ? row.trainer_id : row.id,
  store_id: row.store_id,
  list_store_id: row.kind,
  title: row.title,
  description: row.description,
  bio: row.bio,
  image: p.media(row.image),
  background_image: p.media(row.background_image),
  background_light: p.media(row.background_image),
  title_image: p.media(row.title_image),
  title_image_light: p.media(row.title_image),
});

/** "Continue watching" (issue 19): each card with where the member stopped. */
export const presentContinueWatching = (rows: ContinueWatchingRow[], p: Presenter): ContinueWatchingItem[] =>
  rows.map((row) => ({ ...presentItem(row.item, p), position_seconds: row.position_seconds }));

/** A store's library answer (spec M2): its banner and each section's cards. */
export const presentLibrary = (storeId: StoreId, library: LibraryRows, p: Presenter): Library => ({
  store_id: storeId,
  banner: {
    title: library.store.title,
    description: library.store.description,
    image: p.media(library.store.banner_image),
  },
  categories: library.categories.map((l) => presentList(l, p)),
  upcoming_lives: library.upcoming.map((i) => presentItem(i, p)),
  picks_for_you: library.picks.map((i) => presentItem(i, p)),
  curated_lists: library.curated.map((l) => presentList(l, p)),
  latest: library.latest.map((i) => presentItem(i, p)),
  recently_watched: library.recent.map((i) => presentItem(i, p)),
  continue_watching: presentContinueWatching(library.continueWatching, p),
  trainers: library.trainers.map((t) => ({ ...presentTrainer(t, p), list_id: t.id })),
});
