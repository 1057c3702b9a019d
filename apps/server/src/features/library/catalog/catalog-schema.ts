import {
  CAPTION_LANGUAGE_PATTERN,
  CATALOG_KEY_PATTERN,
  catalogIngredientsField,
  catalogOptionalTextField,
  catalogTextField,
  daysAWeekField,
  httpsUrlField,
  ITEM_KINDS,
  LOCALES,
  MAX_CATALOG_TITLE,
  MAX_PHRASE,
  mealTypeField,
  preparationGuideField,
  preparationTimeField,
  programEditorMessages,
  programPriceField,
  programWeeksField,
  recipeDietsField,
  recipeLabelField,
  STORE_IDS,
  storeProductField,
  weekDayCountFaults,
} from '@studio/shared';
import { z } from 'zod';

/** The catalogue file (docs/catalog-format.md). Keys are stable names; ids are the database's. */

/** The console's programs are checked by the same pieces (packages/shared, studio-programs). */
const key = z.string().regex(CATALOG_KEY_PATTERN, programEditorMessages.keyInvalid);
/** The console's trainers, lists and phrases are checked by the same fields (schemas/catalogue). */
const text = (max = MAX_CATALOG_TITLE) => catalogTextField(max);
const longText = catalogOptionalTextField();
/** A path relative to the catalogue file (no `..`) or an absolute https URL. */
const media = z
  .string()
  .refine(
    (v) => /^https:\/\/\S+$/.test(v) || (/^[a-z0-9][a-z0-9/_.-]*$/i.test(v) && !v.includes('..')),
    'Must be a path inside the catalogue folder or an https URL',
  );
const image = media.refine(
  (v) => /^https:/.test(v) || /\.(jpe?g|png|webp)$/i.test(v),
  'Must be a .jpg, .jpeg, .png or .webp image',
);
const hls = media.refine((v) => /^https:/.test(v) || /\.m3u8$/i.test(v), 'Must be an .m3u8 playlist');
const mp4 = media.refine((v) => /^https:/.test(v) || /\.mp4$/i.test(v), 'Must be an .mp4 video');
const vtt = media.refine((v) => /^https:/.test(v) || /\.vtt$/i.test(v), 'Must be a .vtt (WebVTT) file');
const instant = z.iso.datetime({ offset: true, error: 'Must be a date-time such as 2026-10-01T08:00:00Z' });

const store = z.enum(STORE_IDS);

export const CatalogStoreSchema = z.strictObject({
  id: store,
  title: text(),
  description: longText,
  banner_image: image.optional(),
});

export const CatalogTrainerSchema = z.strictObject({
  key,
  name: text(),
  headline: catalogOptionalTextField(MAX_CATALOG_TITLE),
  bio: longText,
  avatar: image.optional(),
  background_image: image.optional(),
  title_image: image.optional(),
});

export const CatalogProductSchema = z.strictObject({
  key,
  name: text(),
  description: longText,
  product_url: z.url({ protocol: /^https?$/, error: 'Must be an http(s) URL' }),
  image: image.optional(),
});

export const CatalogFilterGroupSchema = z.strictObject({
  key,
  store,
  title: text(),
  options: z.array(z.strictObject({ key, title: text() })).min(1, 'A filter group needs an option'),
});

/** The console's recipes are checked by the same pieces (packages/shared, studio-recipes). */
const RecipeSchema = z.strictObject({
  type: mealTypeField(),
  diets: recipeDietsField(),
  preparation_time: preparationTimeField(),
  label: z.optional(recipeLabelField()),
  ingredients: catalogIngredientsField(),
  preparation_guide: preparationGuideField(),
});

export const CatalogItemSchema = z
  .strictObject({
    key,
    kind: z.enum(ITEM_KINDS),
    store,
    title: text(),
    description: longText,
    duration_seconds: z.int('Expected a whole number of seconds').min(0).max(86_400).default(0),
    video: z.strictObject({ hls: hls.optional(), mp4: mp4.optional() }).optional(),
    live_url: media.optional(),
    event_date: instant.optional(),
    image: image.optional(),
    thumb: image.optional(),
    banner_image: image.optional(),
    is_new: z.boolean().default(false),
    published_at: instant,
    trainers: z.array(key).default([]),
    products: z.array(key).default([]),
    filters: z.array(z.string().regex(/^[a-z0-9-]+:[a-z0-9-]+$/, 'Must be group-key:option-key')).default([]),
    recipe: RecipeSchema.optional(),
    /** WebVTT caption tracks, one per language (issue 19); absent: the item's captions stay as they are. */
    captions: z
      .array(
        z.strictObject({
          language: z.string().regex(CAPTION_LANGUAGE_PATTERN, 'Must be a language tag such as en or pt-BR'),
          label: text(40),
          file: vtt,
        }),
      )
      .optional(),
    /** Chapters, one per exercise: where each starts in the video, in order. */
    chapters: z
      .array(
        z.strictObject({
          start_seconds: z.int('Expected a whole number of seconds').min(0).max(86_400),
          title: text(),
        }),
      )
      .default([]),
  })
  .superRefine((item, ctx) => {
    const isRecipe = item.kind === 'recipe' || item.kind === 'program_recipes';
    if (isRecipe && !item.recipe)
      ctx.addIssue({ code: 'custom', path: ['recipe'], message: 'A recipe needs its recipe fields' });
    if (!isRecipe && item.recipe)
      ctx.addIssue({ code: 'custom', path: ['recipe'], message: 'Only recipes have recipe fields' });
    if (item.kind === 'live_training') {
      if (!item.event_date)
        ctx.addIssue({ code: 'custom', path: ['event_date'], message: 'A live class needs its event_date' });
      if (!item.live_url)
        ctx.addIssue({ code: 'custom', path: ['live_url'], message: 'A live class needs its live_url' });
    } else if (!isRecipe && !item.video?.hls && !item.video?.mp4) {
      ctx.addIssue({ code: 'custom', path: ['video'], message: 'A video needs video.hls or video.mp4' });
    }
    if (isRecipe && (item.captions?.length || item.chapters.length))
      ctx.addIssue({ code: 'custom', path: ['captions'], message: 'Only videos have captions and chapters' });
    const languages = (item.captions ?? []).map((c) => c.language);
    if (new Set(languages).size !== languages.length)
      ctx.addIssue({ code: 'custom', path: ['captions'], message: 'One caption track per language' });
    item.chapters.forEach((chapter, i) => {
      const before = item.chapters[i - 1];
      if (before && chapter.start_seconds <= before.start_seconds)
        ctx.addIssue({
          code: 'custom',
          path: ['chapters', i, 'start_seconds'],
          message: 'Chapters go in order',
        });
    });
    if (!isRecipe && item.duration_seconds <= 0)
      ctx.addIssue({ code: 'custom', path: ['duration_seconds'], message: 'A video needs its duration' });
  });

export const CatalogListSchema = z.strictObject({
  key,
  store,
  kind: z.enum(['categories', 'curated_lists']),
  title: text(),
  description: longText,
  bio: longText,
  image: image.optional(),
  background_image: image.optional(),
  title_image: image.optional(),
  items: z.array(key),
});

/** A program: weeks of `week_required_days` days, each day a catalogue workout (issue 5). */
export const CatalogProgramSchema = z
  .strictObject({
    key,
    title: text(),
    description: longText,
    banner_image: image.optional(),
    price: programPriceField(),
    apple_product_id: z.optional(storeProductField()),
    purchase_paragraphs: z.array(text(2000)).default([]),
    display_prompt: z.boolean().default(false),
    completion_prompt_url: z.optional(httpsUrlField(programEditorMessages.completionPromptUrl)),
    /** Home's "program tips" card (issue 6). */
    tips_url: z.optional(httpsUrlField(programEditorMessages.tipsUrl)),
    /** The recipes a member plans their week from (issue 6); none: every recipe of the diet. */
    recipes: z.array(key).default([]),
    week_required_days: daysAWeekField(),
    weeks: programWeeksField(key),
  })
  .superRefine((program, ctx) => {
    for (const fault of weekDayCountFaults(program.weeks, program.week_required_days))
      ctx.addIssue({
        code: 'custom',
        path: ['weeks', fault.index, 'days'],
        message: fault.message.id,
        params: fault.message.values,
      });
  });

export const CatalogSchema = z.strictObject({
  version: z.literal(1, 'Only version 1 is known'),
  stores: z.array(CatalogStoreSchema).default([]),
  trainers: z.array(CatalogTrainerSchema).default([]),
  products: z.array(CatalogProductSchema).default([]),
  filter_groups: z.array(CatalogFilterGroupSchema).default([]),
  items: z.array(CatalogItemSchema).default([]),
  lists: z.array(CatalogListSchema).default([]),
  phrases: z
    .array(
      z.strictObject({
        key,
        text: text(MAX_PHRASE),
        // The phrase in the languages members read (issue 35); a language not named reads `text`.
        translations: z.partialRecord(z.enum(LOCALES), text(MAX_PHRASE)).default({}),
      }),
    )
    .default([]),
  programs: z.array(CatalogProgramSchema).default([]),
});
export type Catalog = z.output<typeof CatalogSchema>;
