import { z } from 'zod/mini';
import { LOCALES, type Locale } from '../i18n/locales';
import type { Wording } from '../i18n/wording';
import { whenMissing } from './errors';
import { idValue } from './fields';
import { STORE_IDS } from './library';
import { CATALOG_KEY_PATTERN, CONTENT_ORIGINS, programEditorMessages } from './studio-programs';

/**
 * The catalogue in the console (issue 17, coach): trainers, categories and curated lists, daily
 * phrases. The catalogue file's trainers, lists and phrases (docs/catalog-format.md) are checked by
 * these same fields, so a row is valid in both or neither.
 */
export const MAX_CATALOG_TITLE = 200;
export const MAX_CATALOG_TEXT = 5000;
export const MAX_PHRASE = 500;
/** The most items a coach puts in one list (the library's sections show far fewer). */
export const MAX_LIST_ITEMS = 500;
/** Image slots of a trainer (their page and chip) and of a list (its tile and page). */
export const TRAINER_IMAGES = ['avatar', 'background_image', 'title_image'] as const;
export const LIST_IMAGES = ['image', 'background_image', 'title_image'] as const;
export type TrainerImage = (typeof TRAINER_IMAGES)[number];
export type ListImage = (typeof LIST_IMAGES)[number];
/** The lists a coach makes; a trainer's page is made with the trainer. */
export const EDITABLE_LIST_KINDS = ['categories', 'curated_lists'] as const;

export const cataloguePaths = {
  trainers: '/api/v4/studio/trainers',
  trainer: (id: number | string) => `/api/v4/studio/trainers/${id}`,
  trainerVisibility: (id: number | string) => `/api/v4/studio/trainers/${id}/visibility`,
  /** POST multipart (`image`: png, jpeg or webp) into one of TRAINER_IMAGES. */
  trainerImage: (id: number | string, slot: string) => `/api/v4/studio/trainers/${id}/images/${slot}`,
  trainerOrder: '/api/v4/studio/trainers/order',
  lists: '/api/v4/studio/lists',
  list: (id: number | string) => `/api/v4/studio/lists/${id}`,
  listVisibility: (id: number | string) => `/api/v4/studio/lists/${id}/visibility`,
  /** PUT: the list's items, in order (adds, removes and reorders at once). */
  listItems: (id: number | string) => `/api/v4/studio/lists/${id}/items`,
  listImage: (id: number | string, slot: string) => `/api/v4/studio/lists/${id}/images/${slot}`,
  listOrder: '/api/v4/studio/lists/order',
  phrases: '/api/v4/studio/phrases',
  phrase: (id: number | string) => `/api/v4/studio/phrases/${id}`,
  phraseOrder: '/api/v4/studio/phrases/order',
} as const;

export const catalogueMessages = {
  required: 'studio.schema.catalogue.required',
  tooLong: 'studio.schema.catalogue.tooLong',
  keyTaken: (key: string): Wording => ({ id: 'studio.schema.catalogue.keyTaken', values: { key } }),
  trainerUnknown: 'studio.schema.trainerUnknown',
  listUnknown: 'studio.schema.catalogue.listUnknown',
  phraseUnknown: 'studio.schema.catalogue.phraseUnknown',
  storeInvalid: 'studio.schema.catalogue.storeInvalid',
  kindInvalid: 'studio.schema.catalogue.kindInvalid',
  itemNotShown: (id: number): Wording => ({ id: 'studio.schema.catalogue.itemNotShown', values: { id } }),
  itemTwice: (id: number): Wording => ({ id: 'studio.schema.catalogue.itemTwice', values: { id } }),
  tooManyItems: 'studio.schema.catalogue.tooManyItems',
  orderMismatch: 'studio.schema.catalogue.orderMismatch',
  imageRequired: 'studio.schema.catalogue.imageRequired',
  slotUnknown: 'studio.schema.catalogue.slotUnknown',
} as const;

/** Text that must be there: trimmed, at most `max` characters. */
export const catalogTextField = (max = MAX_CATALOG_TITLE) =>
  z
    .string({ error: whenMissing(catalogueMessages.required) })
    .check(
      z.trim(),
      z.minLength(1, { error: catalogueMessages.required, abort: true }),
      z.maxLength(max, { error: catalogueMessages.tooLong }),
    );

/** Text that may be empty (a headline, a description, a bio). */
export const catalogOptionalTextField = (max = MAX_CATALOG_TEXT) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, { error: catalogueMessages.tooLong })), '');

/** A key given by staff (empty: the server makes one from the name). */
export const optionalCatalogKey = z._default(
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || CATALOG_KEY_PATTERN.test(value), {
      error: programEditorMessages.keyInvalid,
    }),
  ),
  '',
);

/** A trainer's words (what an edit changes). */
export const TrainerFieldsSchema = z.object({
  name: catalogTextField(),
  headline: catalogOptionalTextField(MAX_CATALOG_TITLE),
  bio: catalogOptionalTextField(),
});
export type TrainerFields = z.output<typeof TrainerFieldsSchema>;

/** A new trainer: the key is given or made from the name, and kept (the catalogue file names it). */
export const TrainerInputSchema = z.extend(TrainerFieldsSchema, { key: optionalCatalogKey });
export type TrainerInput = z.input<typeof TrainerInputSchema>;
export type TrainerValues = z.output<typeof TrainerInputSchema>;

/** A list's words (what an edit changes). */
export const ListFieldsSchema = z.object({
  title: catalogTextField(),
  description: catalogOptionalTextField(),
  bio: catalogOptionalTextField(),
});
export type ListFields = z.output<typeof ListFieldsSchema>;

/** A new list: its key, store and kind are chosen when it is made. */
export const ListInputSchema = z.extend(ListFieldsSchema, {
  key: optionalCatalogKey,
  store: z.enum(STORE_IDS, { error: catalogueMessages.storeInvalid }),
  kind: z.enum(EDITABLE_LIST_KINDS, { error: catalogueMessages.kindInvalid }),
});
export type ListInput = z.input<typeof ListInputSchema>;
export type ListValues = z.output<typeof ListInputSchema>;

export const ListItemsInputSchema = z.object({
  item_ids: z.array(idValue()).check(z.maxLength(MAX_LIST_ITEMS, { error: catalogueMessages.tooManyItems })),
});

/**
 * A phrase in the languages members read Studio in (issue 35): a member reading one gets its words,
 * any other the phrase as written. An empty one is none.
 */
export type PhraseTranslations = Partial<Record<Locale, string>>;
/** A phrase's translations as stored and answered. */
export const PhraseTranslationsSchema = z.partialRecord(z.enum(LOCALES), z.string());
const phraseTranslations = z._default(
  z.partialRecord(z.enum(LOCALES), catalogOptionalTextField(MAX_PHRASE)),
  {},
);

export const PhraseInputSchema = z.object({
  text: catalogTextField(MAX_PHRASE),
  translations: phraseTranslations,
});
export type PhraseInput = z.input<typeof PhraseInputSchema>;

/** A new order: every id of the set, each once. */
export const OrderInputSchema = z.object({ ids: z.array(idValue()).check(z.maxLength(1000)) });
export const ListOrderInputSchema = z.object({
  store: z.enum(STORE_IDS, { error: catalogueMessages.storeInvalid }),
  kind: z.enum(EDITABLE_LIST_KINDS, { error: catalogueMessages.kindInvalid }),
  ids: z.array(idValue()).check(z.maxLength(1000)),
});

const imageUrl = z.nullable(z.string());

export const StudioTrainerSchema = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  headline: z.string(),
  bio: z.string(),
  avatar: imageUrl,
  background_image: imageUrl,
  title_image: imageUrl,
  /** Hidden: their page and chip have left the member side; their workouts still credit them. */
  hidden: z.boolean(),
  origin: z.enum(CONTENT_ORIGINS),
  /** Shown workouts on their page. */
  workouts: z.number(),
});
export type StudioTrainer = z.output<typeof StudioTrainerSchema>;
export const StudioTrainersSchema = z.object({ trainers: z.array(StudioTrainerSchema) });
export type StudioTrainers = z.output<typeof StudioTrainersSchema>;

const ListEntrySchema = z.object({ id: z.number(), title: z.string(), kind: z.string() });
export type ListEntry = z.output<typeof ListEntrySchema>;

export const StudioListSchema = z.object({
  id: z.number(),
  key: z.string(),
  store: z.enum(STORE_IDS),
  kind: z.enum(EDITABLE_LIST_KINDS),
  title: z.string(),
  description: z.string(),
  bio: z.string(),
  image: imageUrl,
  background_image: imageUrl,
  title_image: imageUrl,
  hidden: z.boolean(),
  origin: z.enum(CONTENT_ORIGINS),
  items: z.array(ListEntrySchema),
});
export type StudioList = z.output<typeof StudioListSchema>;
export const StudioListsSchema = z.object({
  lists: z.array(StudioListSchema),
  /** The shown items of each store a list may hold, newest first. */
  choices: z.object({ on_demand: z.array(ListEntrySchema), nutrition: z.array(ListEntrySchema) }),
});
export type StudioLists = z.output<typeof StudioListsSchema>;

export const StudioPhraseSchema = z.object({
  id: z.number(),
  key: z.string(),
  text: z.string(),
  translations: PhraseTranslationsSchema,
  origin: z.enum(CONTENT_ORIGINS),
});
export type StudioPhrase = z.output<typeof StudioPhraseSchema>;
export const StudioPhrasesSchema = z.object({ phrases: z.array(StudioPhraseSchema) });
export type StudioPhrases = z.output<typeof StudioPhrasesSchema>;
