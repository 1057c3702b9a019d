import { z } from 'zod/mini';
import { whenMissing } from './errors';
import { idValue } from './fields';

/**
 * Live classes in the console (issue 17, coach): scheduled at a date and time in the studio's
 * time zone, with a trainer and the address the class streams from; edited, or cancelled (members
 * no longer see it; its history stays). Issue 37: with no address, the class streams through
 * Studio's own engine, from the coach's encoder with the class's stream key.
 */
export const MAX_LIVE_TITLE = 120;
export const MAX_LIVE_DESCRIPTION = 2000;
export const LIVE_MINUTES = { min: 5, max: 300 } as const;
/** A coach may go live this long before the class's start (issue 37) ... */
export const LIVE_EARLY_MINUTES = 30;
/** ... and stream until this long after its scheduled end. */
export const LIVE_LATE_MINUTES = 60;

export const liveMessages = {
  titleRequired: 'studio.schema.titleRequired',
  titleTooLong: 'studio.schema.live.titleTooLong',
  descriptionTooLong: 'studio.schema.live.descriptionTooLong',
  dateRequired: 'studio.schema.live.dateRequired',
  timeRequired: 'studio.schema.live.timeRequired',
  timeInvalid: 'studio.schema.live.timeInvalid',
  inThePast: 'studio.schema.live.inThePast',
  minutes: 'studio.schema.live.minutes',
  trainerRequired: 'studio.schema.live.trainerRequired',
  trainerUnknown: 'studio.schema.trainerUnknown',
  urlRequired: 'studio.schema.live.urlRequired',
  urlInvalid: 'studio.schema.live.urlInvalid',
  liveUnknown: 'studio.schema.live.liveUnknown',
  cancelled: 'studio.schema.live.cancelled',
} as const;

/** A stream stored with the catalogue: its storage key (docs/catalog-format.md). */
const CATALOG_VIDEO_KEY = /^catalog\/videos\/[\w-]+\/[\w./-]+$/;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const LiveInputSchema = z.object({
  title: z
    .string({ error: whenMissing(liveMessages.titleRequired) })
    .check(
      z.trim(),
      z.minLength(1, { error: liveMessages.titleRequired, abort: true }),
      z.maxLength(MAX_LIVE_TITLE, { error: liveMessages.titleTooLong }),
    ),
  description: z._default(
    z.string().check(z.trim(), z.maxLength(MAX_LIVE_DESCRIPTION, { error: liveMessages.descriptionTooLong })),
    '',
  ),
  /** The day, in the studio's time zone. */
  date: z.iso.date({ error: (issue) => whenMissing(liveMessages.dateRequired)(issue) }),
  /** The time of day, in the studio's time zone. */
  time: z
    .string({ error: whenMissing(liveMessages.timeRequired) })
    .check(z.regex(HHMM, { error: liveMessages.timeInvalid })),
  duration_minutes: z
    .pipe(
      z.union([z.number(), z.string().check(z.regex(/^\d{1,4}$/, { error: liveMessages.minutes }))], {
        error: liveMessages.minutes,
      }),
      z.transform((value: number | string) => Number(value)),
    )
    .check(
      z.int({ error: liveMessages.minutes }),
      z.gte(LIVE_MINUTES.min, { error: liveMessages.minutes }),
      z.lte(LIVE_MINUTES.max, { error: liveMessages.minutes }),
    ),
  trainer_id: z
    .union([idValue(), z.literal('')], { error: whenMissing(liveMessages.trainerRequired) })
    .check(z.refine((value) => value !== '', { error: liveMessages.trainerRequired })),
  /** Empty: the class streams through Studio (issue 37), where the studio runs the engine. */
  live_url: z._default(
    z.string().check(
      z.trim(),
      z.refine(
        (value) => {
          if (value === '') return true;
          // A video stored with the catalogue (the demo's lives stream from one) keeps its key.
          if (CATALOG_VIDEO_KEY.test(value)) return true;
          try {
            return new URL(value).protocol === 'https:';
          } catch {
            return false;
          }
        },
        { error: liveMessages.urlInvalid },
      ),
    ),
    '',
  ),
});
export type LiveInput = z.input<typeof LiveInputSchema>;
export type LiveValues = z.output<typeof LiveInputSchema>;

export const StudioLiveSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  /** The start, as an instant. */
  event_date: z.string(),
  /** The start's day and time in the studio's time zone, as the form edits them. */
  date: z.string(),
  time: z.string(),
  duration_minutes: z.number(),
  trainer: z.nullable(z.object({ id: z.number(), name: z.string() })),
  live_url: z.string(),
  cancelled: z.boolean(),
  /**
   * Streaming through Studio (issue 37), null where the studio runs no engine: where the coach's
   * encoder sends (OBS's "Server"), the class's key (OBS's "Stream Key"), and since when it is on air.
   */
  stream: z.nullable(
    z.object({ ingest_url: z.string(), stream_key: z.string(), on_air_since: z.nullable(z.string()) }),
  ),
});
export type StudioLive = z.output<typeof StudioLiveSchema>;

export const StudioLivesSchema = z.object({
  time_zone: z.string(),
  lives: z.array(StudioLiveSchema),
  trainers: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type StudioLives = z.output<typeof StudioLivesSchema>;
