import { z } from 'zod/mini';
import { LOCALES } from '../i18n/locales';
import { whenMissing } from './errors';

/**
 * The studio's settings (issue 35): its default language, which the owner sets in the console, and
 * its currency, which comes from the server's configuration (`STUDIO_CURRENCY`) and is read-only here.
 */
export const studioSettingsPaths = {
  /** GET: anyone (the web app's first language before it knows the member); PUT: the owner. */
  settings: '/api/v3/studio/settings',
  /** PUT `{ publish_replays }` (the owner): a live class's replay is shown once ready, or waits for a coach (issue 37). */
  replays: '/api/v4/studio/settings/replays',
} as const;

export const studioSettingsMessages = {
  languageRequired: 'studio.schema.languageRequired',
  languageInvalid: 'studio.schema.settings.languageInvalid',
  publishReplays: 'studio.schema.settings.publishReplays',
} as const;

export const StudioSettingsSchema = z.object({
  language: z.enum(LOCALES),
  /** ISO 4217 (`USD`, `BRL`, `EUR`, `MXN`...). */
  currency: z.string(),
  /** A live class's replay is shown to members as soon as it is ready (issue 37); else a coach shows it. */
  publish_replays: z.boolean(),
});
export type StudioSettings = z.output<typeof StudioSettingsSchema>;

export const UpdateStudioSettingsSchema = z.object({
  language: z.enum(LOCALES, {
    error: (issue) =>
      whenMissing(studioSettingsMessages.languageRequired)(issue) ?? studioSettingsMessages.languageInvalid,
  }),
});
export type UpdateStudioSettings = z.input<typeof UpdateStudioSettingsSchema>;

export const ReplaySettingSchema = z.object({
  publish_replays: z.boolean({ error: studioSettingsMessages.publishReplays }),
});
export type ReplaySetting = z.input<typeof ReplaySettingSchema>;
