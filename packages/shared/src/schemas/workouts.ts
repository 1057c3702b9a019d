import { z } from 'zod/mini';
import { MAX_POSITION_SECONDS } from '../constants';
import { whenMissing } from './errors';
import { idValue } from './fields';
import { CONTENT_ORIGINS } from './studio-programs';

/**
 * On-demand workouts in the console (issue 17, coach): made and edited by staff, their video
 * uploaded as an MP4 and turned by a background job into an HLS ladder with a poster and its
 * duration; captions uploaded as WebVTT per language; shown to members, or hidden.
 */
export const MAX_WORKOUT_TITLE = 120;
export const MAX_WORKOUT_DESCRIPTION = 5000;
/** The largest MP4 a coach may upload: a 45-minute class in good 1080p. */
export const MAX_VIDEO_BYTES = 4 * 1024 ** 3;
export const MAX_CAPTION_BYTES = 512 * 1024;
/** Workout kinds the console makes (the catalogue file may hold others). */
export const WORKOUT_KINDS = ['workout', 'exercise'] as const;
/** The HLS ladder a transcode makes: one rendition per height. */
export const HLS_HEIGHTS = [360, 720] as const;

/** Where a workout's video is: none uploaded, being transcoded, playable, or failed (with why). */
export const VIDEO_STATES = ['none', 'processing', 'ready', 'failed'] as const;
export type VideoState = (typeof VIDEO_STATES)[number];

/** A caption track's language: a BCP 47 tag such as `en`, `pt-BR` or `es-419`. */
export const CAPTION_LANGUAGE_PATTERN = /^[a-z]{2,3}(-[A-Z]{2}|-\d{3})?$/;
const LANGUAGE = CAPTION_LANGUAGE_PATTERN;

export const workoutPaths = {
  workouts: '/api/v4/studio/workouts',
  workout: (id: number | string) => `/api/v4/studio/workouts/${id}`,
  /** PUT: shown to members or hidden. */
  visibility: (id: number | string) => `/api/v4/studio/workouts/${id}/visibility`,
  /** POST multipart (`video`: an MP4): replaces the workout's video once transcoded. */
  video: (id: number | string) => `/api/v4/studio/workouts/${id}/video`,
  /** POST: a failed transcode is tried again from the uploaded file. */
  retryVideo: (id: number | string) => `/api/v4/studio/workouts/${id}/video/retry`,
  /** POST multipart (`language`, `label`, `captions`: a WebVTT file): one track per language. */
  captions: (id: number | string) => `/api/v4/studio/workouts/${id}/captions`,
  caption: (id: number | string, language: string) => `/api/v4/studio/workouts/${id}/captions/${language}`,
} as const;

export const workoutMessages = {
  titleRequired: 'studio.schema.titleRequired',
  titleTooLong: 'studio.schema.workout.titleTooLong',
  descriptionTooLong: 'studio.schema.workout.descriptionTooLong',
  kindInvalid: 'studio.schema.workout.kindInvalid',
  trainerUnknown: 'studio.schema.trainerUnknown',
  workoutUnknown: 'studio.schema.workout.workoutUnknown',
  videoRequired: 'studio.schema.workout.videoRequired',
  videoNotMp4: 'studio.schema.workout.videoNotMp4',
  videoTooLarge: 'studio.schema.workout.videoTooLarge',
  videoNoPicture: 'studio.schema.workout.videoNoPicture',
  videoUnreadable: 'studio.schema.workout.videoUnreadable',
  transcoderMissing: 'studio.schema.workout.transcoderMissing',
  transcodeFailed: 'studio.schema.workout.transcodeFailed',
  videoNotStored: 'studio.schema.workout.videoNotStored',
  notFailed: 'studio.schema.workout.notFailed',
  notReadyToShow: 'studio.schema.workout.notReadyToShow',
  languageRequired: 'studio.schema.languageRequired',
  languageInvalid: 'studio.schema.workout.languageInvalid',
  labelTooLong: 'studio.schema.workout.labelTooLong',
  captionsRequired: 'studio.schema.workout.captionsRequired',
  captionsNotVtt: 'studio.schema.workout.captionsNotVtt',
  captionsTooLarge: 'studio.schema.workout.captionsTooLarge',
  captionUnknown: 'studio.schema.workout.captionUnknown',
  trailerStartInvalid: 'studio.schema.workout.trailerStartInvalid',
} as const;

export const WorkoutInputSchema = z.object({
  title: z
    .string({ error: whenMissing(workoutMessages.titleRequired) })
    .check(
      z.trim(),
      z.minLength(1, { error: workoutMessages.titleRequired, abort: true }),
      z.maxLength(MAX_WORKOUT_TITLE, { error: workoutMessages.titleTooLong }),
    ),
  description: z._default(
    z
      .string()
      .check(z.trim(), z.maxLength(MAX_WORKOUT_DESCRIPTION, { error: workoutMessages.descriptionTooLong })),
    '',
  ),
  kind: z._default(z.enum(WORKOUT_KINDS, { error: workoutMessages.kindInvalid }), 'workout'),
  trainer_ids: z._default(z.array(idValue()).check(z.maxLength(5)), []),
  is_new: z._default(z.boolean(), false),
  /** A free sample (issue 38): every member may watch it, premium or not. */
  free_sample: z._default(z.boolean(), false),
  /** Where its public trailer starts (issue 38), in seconds: TRAILER_SECONDS from there. */
  trailer_start_seconds: z._default(
    z
      .int({ error: workoutMessages.trailerStartInvalid })
      .check(
        z.gte(0, { error: workoutMessages.trailerStartInvalid }),
        z.lte(MAX_POSITION_SECONDS, { error: workoutMessages.trailerStartInvalid }),
      ),
    0,
  ),
});
export type WorkoutInput = z.input<typeof WorkoutInputSchema>;
export type WorkoutValues = z.output<typeof WorkoutInputSchema>;

export const VisibilitySchema = z.object({ hidden: z.boolean() });

export const CaptionInputSchema = z.object({
  language: z
    .string({ error: whenMissing(workoutMessages.languageRequired) })
    .check(
      z.trim(),
      z.minLength(1, { error: workoutMessages.languageRequired, abort: true }),
      z.regex(LANGUAGE, { error: workoutMessages.languageInvalid }),
    ),
  label: z._default(z.string().check(z.trim(), z.maxLength(40, { error: workoutMessages.labelTooLong })), ''),
});

export const CaptionSchema = z.object({ language: z.string(), label: z.string(), url: z.string() });

export const StudioWorkoutSchema = z.object({
  id: z.number(),
  key: z.string(),
  kind: z.string(),
  title: z.string(),
  description: z.string(),
  is_new: z.boolean(),
  free_sample: z.boolean(),
  trainers: z.array(z.object({ id: z.number(), name: z.string() })),
  duration_seconds: z.number(),
  hidden: z.boolean(),
  /** Made in the console (the catalogue file's import leaves these alone) or by the file. */
  origin: z.enum(CONTENT_ORIGINS),
  image: z.nullable(z.string()),
  video: z.object({
    state: z.enum(VIDEO_STATES),
    /** Why the last transcode failed, as staff can act on it. */
    error: z.nullable(z.string()),
    /** A signed address of the playlist, for the console's preview. */
    hls_url: z.nullable(z.string()),
    updated_at: z.nullable(z.string()),
  }),
  captions: z.array(CaptionSchema),
  /** Its public preview (issue 38): where it starts, and its address once cut (public, unsigned). */
  trailer: z.object({ start_seconds: z.number(), url: z.nullable(z.string()) }),
});
export type StudioWorkout = z.output<typeof StudioWorkoutSchema>;

export const StudioWorkoutsSchema = z.object({
  workouts: z.array(StudioWorkoutSchema),
  trainers: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type StudioWorkouts = z.output<typeof StudioWorkoutsSchema>;
