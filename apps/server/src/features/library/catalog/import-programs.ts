import { formatCents, toCents } from '@studio/shared';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { programDays, programRecipes, programs } from '../../../db/schema';
import { say } from '../../../lib/i18n';
import { fitRunningRentals, weeksChangeFault } from '../program-weeks';
import type { Catalog } from './catalog-schema';
import { CatalogFaults } from './parse-catalog';

/**
 * Why the file cannot take a program it names: a week a member of it has reached would change or
 * go, or its days a week while members follow it (the console's rule, library/program-weeks).
 */
const weekFaults = async (tx: Db, catalog: Catalog, itemIds: Map<string, number>, now: Date) => {
  const faults: { path: (string | number)[]; message: string }[] = [];
  for (const [index, program] of catalog.programs.entries()) {
    const [current] = await tx
      .select({ id: programs.id, days: programs.week_required_days })
      .from(programs)
      .where(eq(programs.key, program.key))
      .for('update');
    if (!current) continue;
    const weeks = program.weeks.map((week) => week.days.map((key) => itemIds.get(key) as number));
    const fault = await weeksChangeFault(
      tx,
      current.id,
      { weeks, weekRequiredDays: program.week_required_days, currentDaysAWeek: current.days },
      now,
    );
    if (fault) faults.push({ path: ['programs', index, fault.field], message: say('en', fault.message) });
  }
  return faults;
};

/**
 * Programs of the catalogue (issue 5), keyed like everything else: ids survive a re-import, days
 * are rewritten, and a program the file no longer names is only hidden (purchases point at it).
 * Only the file's own programs: one made in the console is left alone unless the file names its
 * key, which makes it the file's (decision 0023). A coach's hiding (`hidden_at`) stays.
 */
export const importPrograms = async (
  tx: Db,
  catalog: Catalog,
  itemIds: Map<string, number>,
  media: (value: string | undefined) => string | null,
  currency: string,
  now = new Date(),
) => {
  const faults = await weekFaults(tx, catalog, itemIds, now);
  // Prices are in the studio's currency (issue 35): "49.99" does not fit a studio that charges whole yen.
  for (const [index, program] of catalog.programs.entries()) {
    if (toCents(program.price, currency) === null)
      faults.push({
        path: ['programs', index, 'price'],
        message: `must be an amount in ${currency}, such as ${formatCents(4999, currency)}`,
      });
  }
  if (faults.length > 0) throw new CatalogFaults(faults);
  const kept: string[] = [];
  for (const [position, program] of catalog.programs.entries()) {
    const values = {
      title: program.title,
      description: program.description,
      banner_image: media(program.banner_image),
      price_cents: toCents(program.price, currency) as number,
      apple_product_id: program.apple_product_id ?? null,
      purchase_paragraphs: program.purchase_paragraphs,
      display_prompt: program.display_prompt,
      completion_prompt_url: program.completion_prompt_url ?? null,
      tips_url: program.tips_url ?? null,
      week_required_days: program.week_required_days,
      weeks: program.weeks.length,
      position,
      removed_at: null,
      origin: 'catalog' as const,
    };
    const [saved] = await tx
      .insert(programs)
      .values({ key: program.key, ...values })
      .onConflictDoUpdate({ target: programs.key, set: values })
      .returning({ id: programs.id });
    const programId = saved?.id as number;
    kept.push(program.key);
    await tx.delete(programDays).where(inArray(programDays.program_id, [programId]));
    await tx.insert(programDays).values(
      program.weeks.flatMap((week, w) =>
        week.days.map((key, d) => ({
          program_id: programId,
          week: w + 1,
          day: d + 1,
          item_id: itemIds.get(key) as number,
        })),
      ),
    );
    await fitRunningRentals(tx, programId, program.weeks.length, now);
    await tx.delete(programRecipes).where(inArray(programRecipes.program_id, [programId]));
    if (program.recipes.length > 0)
      await tx.insert(programRecipes).values(
        program.recipes.map((key, position) => ({
          program_id: programId,
          item_id: itemIds.get(key) as number,
          position,
        })),
      );
  }
  await tx
    .update(programs)
    .set({ removed_at: new Date(), apple_product_id: null })
    .where(
      and(
        isNull(programs.removed_at),
        eq(programs.origin, 'catalog'),
        notInArray(programs.key, [...kept, '']),
      ),
    );
};
