import { z } from 'zod/mini';
import { LOCALES, type Locale } from '../i18n/locales';
import { catalogOptionalTextField, catalogTextField } from './catalogue';
import { idValue } from './fields';
import { INVITE_REWARD_LIMITS } from './sign';

/**
 * What the owner writes on the storefront (issue 38): the landing page's hero, questions and
 * answers, members' words, featured programs and hero picture, whether the root address shows it,
 * and which classes are free samples (on each workout). Texts are written per language; one left
 * empty reads as the storefront's own words in that language.
 */
export const storefrontSettingsPaths = {
  /** GET, PUT: the owner. */
  settings: '/api/v4/studio/storefront',
  /** POST multipart `image`: the hero picture; DELETE: none. */
  heroImage: '/api/v4/studio/storefront/hero-image',
  /** POST: the landing page as the given (unsaved) content would make it, as HTML. */
  preview: '/api/v4/studio/storefront/preview',
  /** PUT: what an invite gives (decision 0047). */
  inviteRewards: '/api/v4/studio/storefront/invite-rewards',
} as const;

/** Texts in each language the studio speaks; a language left out (or empty) reads the default. */
const localized = (max: number) =>
  z._default(z.partialRecord(z.enum(LOCALES), catalogOptionalTextField(max)), {});
export type LocalizedText = Partial<Record<Locale, string>>;

export const MAX_STOREFRONT_ENTRIES = 12;
export const MAX_FEATURED_PROGRAMS = 6;

export const StorefrontContentSchema = z.object({
  hero_title: localized(120),
  hero_lead: localized(400),
  faq: z._default(
    z
      .array(z.object({ question: localized(200), answer: localized(1000) }))
      .check(z.maxLength(MAX_STOREFRONT_ENTRIES)),
    [],
  ),
  testimonials: z._default(
    z
      .array(z.object({ quote: catalogTextField(400), name: catalogTextField(80) }))
      .check(z.maxLength(MAX_STOREFRONT_ENTRIES)),
    [],
  ),
  featured_program_ids: z._default(z.array(idValue()).check(z.maxLength(MAX_FEATURED_PROGRAMS)), []),
  /** An anonymous visitor at the root sees the storefront; off: the sign-in page (spec A2). */
  root_storefront: z._default(z.boolean(), false),
});
export type StorefrontContentInput = z.input<typeof StorefrontContentSchema>;
export type StorefrontContent = z.output<typeof StorefrontContentSchema>;

/** Invite a friend's rewards as the owner sets them (decision 0047). */
export const InviteRewardsSchema = z.object({
  /** The inviter's free months for each friend whose first paid charge settles. */
  months: z.number().check(z.int(), z.gte(0), z.lte(INVITE_REWARD_LIMITS.months)),
  /** The part of the friend's first period given back, in whole percent. */
  discount_percent: z.number().check(z.int(), z.gte(0), z.lte(INVITE_REWARD_LIMITS.discountPercent)),
  /** Rewards one member may earn in a calendar month; past it an invite is refused. */
  monthly_cap: z.number().check(z.int(), z.gte(0), z.lte(INVITE_REWARD_LIMITS.monthlyCap)),
});
export type InviteRewards = z.output<typeof InviteRewardsSchema>;

export const StorefrontSettingsSchema = z.object({
  invite_rewards: InviteRewardsSchema,
  content: StorefrontContentSchema,
  /** The hero picture's address (public), none: the newest class's picture. */
  hero_image: z.nullable(z.string()),
  /** The programs the owner may feature: those offered to new buyers. */
  programs: z.array(z.object({ id: z.number(), title: z.string() })),
});
export type StorefrontSettings = z.output<typeof StorefrontSettingsSchema>;

export const StorefrontPreviewSchema = z.object({
  content: StorefrontContentSchema,
  locale: z._default(z.enum(LOCALES), 'en'),
});
export type StorefrontPreviewInput = z.input<typeof StorefrontPreviewSchema>;

/** The preview: the landing page's whole HTML document, for a frame of its own. */
export const StorefrontPreviewAnswerSchema = z.object({ html: z.string() });
export type StorefrontPreview = z.output<typeof StorefrontPreviewAnswerSchema>;

export const storefrontMessages = {
  programUnknown: 'studio.schema.storefront.programUnknown',
} as const;
