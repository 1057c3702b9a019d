import {
  type FilterGroup,
  type Item,
  type ItemDetails,
  type Library,
  type ListPage,
  type ListSummary,
  libraryPaths,
} from '@studio/shared';
import type { SaveSlot } from './save-slot';

/** Test data of the library screens (tests only), shaped as the server answers it. */

/**
 * The save action the library's own tests give its cards and details: a plain button named as the
 * saved feature's is (that one is tested with the cards in the saved feature).
 */
export const TestSave: SaveSlot = ({ item, className }) => (
  <button type="button" className={className}>
    {/* i18n-exempt: a test double, never shown to a member */}
    Save {item.title}
  </button>
);

export const anItem = (overrides: Partial<Item> = {}): Item => ({
  id: 1,
  kind_id: 1,
  kind: 'workout',
  title: 'HIIT express',
  name: 'HIIT express',
  workout_name: 'HIIT express',
  description: 'Fast and hard.',
  duration: 1260,
  time: 21,
  total_duration: 1260,
  file_url_hls: '/media/hiit/index.m3u8',
  file_url: '/media/hiit.mp4',
  real_live_url: null,
  on_air: false,
  card_image: '/media/hiit-card.jpg',
  thumb: '/media/hiit-thumb.jpg',
  image: '/media/hiit.jpg',
  banner_image: { url: '/media/hiit-banner.jpg' },
  carrossel_highlight: { url: null },
  is_new: false,
  can_watch: true,
  completed: false,
  status: null,
  event_date: null,
  trainers: [{ id: 4, name: 'Maya Reyes', headline: 'Strength', avatar: null }],
  recipe_type: null,
  label: null,
  preparation_time: null,
  ...overrides,
});

/** `count` items with ids from `from`, titled "Workout {id}". */
export const items = (count: number, from = 1): Item[] =>
  Array.from({ length: count }, (_, index) => anItem({ id: from + index, title: `Workout ${from + index}` }));

export const details = (overrides: Partial<ItemDetails> = {}): ItemDetails => ({
  ...anItem(),
  products: [],
  recipe_ingredients: [],
  preparation_guide: [],
  captions: [],
  chapters: [],
  ...overrides,
});

export const aList = (overrides: Partial<ListSummary> = {}): ListSummary => ({
  id: 12,
  store_id: 'on_demand',
  list_store_id: 'categories',
  title: 'Strength',
  description: 'Get strong.',
  bio: '',
  image: '/media/strength.jpg',
  background_image: null,
  background_light: null,
  title_image: null,
  title_image_light: null,
  ...overrides,
});

export const lists = (count: number, listStoreId: ListSummary['list_store_id']): ListSummary[] =>
  Array.from({ length: count }, (_, index) =>
    aList({ id: 100 + index, list_store_id: listStoreId, title: `${listStoreId} ${index + 1}` }),
  );

export const aLibrary = (overrides: Partial<Library> = {}): Library => ({
  store_id: 'on_demand',
  banner: { title: 'On demand', description: 'Train any day.', image: '/media/on-demand.jpg' },
  categories: [],
  upcoming_lives: [],
  picks_for_you: [],
  curated_lists: [],
  latest: [],
  recently_watched: [],
  continue_watching: [],
  trainers: [],
  ...overrides,
});

export const aPage = (list: ListSummary, pageItems: Item[], offset = 0): ListPage => ({
  list,
  items: pageItems,
  offset,
});

export const FILTER_GROUPS: FilterGroup[] = [
  {
    id: 1,
    title: 'Level',
    options: [
      { id: 3, title: 'Beginner' },
      { id: 4, title: 'Advanced' },
    ],
  },
  { id: 2, title: 'Duration', options: [{ id: 7, title: 'Under 20 min' }] },
];

/** "GET path" of one list page, as the stubbed network is keyed. */
export const listCall = (id: number | string, offset: number, filters = '', listStoreId = 'categories') =>
  `GET ${libraryPaths.list('on_demand', listStoreId, id)}?offset=${offset}${filters ? `&filters=${filters}` : ''}`;
