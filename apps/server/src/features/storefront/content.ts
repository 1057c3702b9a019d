import {
  INVITE_REWARD_DEFAULTS,
  type InviteRewards,
  LOCALES,
  type Locale,
  type LocalizedText,
  type StorefrontContent,
  StorefrontContentSchema,
  storefrontMessages,
} from '@studio/shared';
import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { programs, storefrontSettings } from '../../db/schema';
import { validationError } from '../../errors';

/** The owner's storefront content (issue 38); none written yet: every field at its default. */
export const readStorefront = async (db: Db | Tx) => {
  const [row] = await db.select().from(storefrontSettings);
  return {
    content: row ? StorefrontContentSchema.parse(row.content) : StorefrontContentSchema.parse({}),
    hero_image: row?.hero_image ?? null,
    invite_rewards: {
      months: row?.invite_months ?? INVITE_REWARD_DEFAULTS.months,
      discount_percent: row?.invite_discount_percent ?? INVITE_REWARD_DEFAULTS.discountPercent,
      monthly_cap: row?.invite_monthly_cap ?? INVITE_REWARD_DEFAULTS.monthlyCap,
    },
  };
};

/** Sets what an invite gives (the one row, made on the first write; decision 0047). */
export const writeInviteRewards = async (tx: Tx, rewards: InviteRewards): Promise<void> => {
  const set = {
    invite_months: rewards.months,
    invite_discount_percent: rewards.discount_percent,
    invite_monthly_cap: rewards.monthly_cap,
  };
  await tx
    .insert(storefrontSettings)
    .values({ id: 1, content: StorefrontContentSchema.parse({}), ...set })
    .onConflictDoUpdate({ target: storefrontSettings.id, set: { ...set, updated_at: sql`now()` } });
};

/** Programs offered to new buyers, which the owner may feature. */
export const offeredPrograms = (db: Db | Tx) =>
  db
    .select({ id: programs.id, title: programs.title })
    .from(programs)
    .where(and(isNull(programs.removed_at), isNull(programs.hidden_at)))
    .orderBy(asc(programs.position));

/** Writes the content (the one row, made on the first write); featured programs must be offered. */
export const writeStorefrontContent = async (tx: Tx, content: StorefrontContent): Promise<void> => {
  const wanted = [...new Set(content.featured_program_ids)];
  if (wanted.length > 0) {
    const found = await tx
      .select({ id: programs.id })
      .from(programs)
      .where(and(inArray(programs.id, wanted), isNull(programs.removed_at), isNull(programs.hidden_at)));
    if (found.length !== wanted.length) {
      throw validationError(
        { featured_program_ids: [storefrontMessages.programUnknown] },
        storefrontMessages.programUnknown,
      );
    }
  }
  const value = { ...content, featured_program_ids: wanted };
  await tx
    .insert(storefrontSettings)
    .values({ id: 1, content: value })
    .onConflictDoUpdate({ target: storefrontSettings.id, set: { content: value, updated_at: sql`now()` } });
};

/** Sets the hero picture (a public catalogue key, or none); answers the one it replaced. */
export const setHeroImage = async (tx: Tx, key: string | null): Promise<string | null> => {
  const { content, hero_image: before } = await readStorefront(tx);
  await tx
    .insert(storefrontSettings)
    .values({ id: 1, content, hero_image: key })
    .onConflictDoUpdate({ target: storefrontSettings.id, set: { hero_image: key, updated_at: sql`now()` } });
  return before;
};

/**
 * A text in `locale`; empty there, the first language that has it (an owner who wrote one language
 * only is read in it rather than not at all); none: null, and the page says its own words.
 */
export const textIn = (text: LocalizedText, locale: Locale): string | null =>
  text[locale]?.trim() || LOCALES.map((l) => text[l]?.trim()).find(Boolean) || null;
