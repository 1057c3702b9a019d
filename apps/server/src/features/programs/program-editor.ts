import {
  type ProgramCreate,
  type ProgramUpdate,
  programEditorMessages,
  type StudioProgram,
} from '@studio/shared';
import { eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items, programDays, programs } from '../../db/schema';
import { notFound, validationError } from '../../errors';
import { amountIn } from '../../lib/money';
import { fitRunningRentals, programWeekItems, weeksChangeFault, weeksInUse } from '../library';
import type { ProgramRow } from './load-programs';
import { loadStudioProgram } from './studio-programs';

/**
 * The console's program editor (issue 17, coach): the catalogue file's rules (the same shared
 * schema pieces), and a program's members keep the weeks they have reached (library/program-weeks).
 * A taken key or App Store product breaks a unique index: 409 naming the field
 * (lib/unique-conflicts.ts), however many saves race.
 */

/** The weeks as workout ids (the schema refused every day left empty). */
const weekItems = (values: ProgramUpdate): number[][] =>
  values.weeks.map((week) => week.days.map((day) => Number(day)));

/**
 * Each day must be an on-demand video that is no live class; a removed one only where the day
 * already had it (a reached week keeps its days, even a video since gone from the catalogue).
 */
const assertWorkouts = async (db: Db, weeks: number[][], current: number[][]) => {
  const ids = [...new Set(weeks.flat())];
  const found = await db
    .select({ id: items.id, store: items.store_id, kind: items.kind, removed_at: items.removed_at })
    .from(items)
    .where(inArray(items.id, ids));
  const byId = new Map(found.map((item) => [item.id, item]));
  const faults = weeks.flatMap((days, w) =>
    days.flatMap((id, d) => {
      const item = byId.get(id);
      const kept = current[w]?.[d] === id;
      const usable =
        item && item.store === 'on_demand' && item.kind !== 'live_training' && (!item.removed_at || kept);
      return usable ? [] : [programEditorMessages.dayNotWorkout(w + 1, d + 1)];
    }),
  );
  if (faults.length > 0) throw validationError({ weeks: faults });
};

const columns = (values: ProgramUpdate, currency: string) => ({
  title: values.title,
  description: values.description,
  price_cents: amountIn(values.price, currency, 'price'),
  apple_product_id: values.apple_product_id ?? null,
  purchase_paragraphs: values.purchase_paragraphs,
  display_prompt: values.display_prompt,
  completion_prompt_url: values.completion_prompt_url ?? null,
  tips_url: values.tips_url ?? null,
  week_required_days: values.week_required_days,
  weeks: values.weeks.length,
});

const writeDays = async (db: Db, programId: number, weeks: number[][]) => {
  await db.delete(programDays).where(eq(programDays.program_id, programId));
  await db
    .insert(programDays)
    .values(
      weeks.flatMap((days, w) =>
        days.map((item_id, d) => ({ program_id: programId, week: w + 1, day: d + 1, item_id })),
      ),
    );
};

/** Makes a program, hidden as a draft until a coach shows it; it comes last in the members' list. */
export const createProgram = async (
  db: Db,
  values: ProgramCreate,
  currency: string,
): Promise<StudioProgram> => {
  const weeks = weekItems(values);
  await assertWorkouts(db, weeks, []);
  const [last] = await db.select({ position: max(programs.position) }).from(programs);
  const [row] = await db
    .insert(programs)
    .values({
      key: values.key,
      ...columns(values, currency),
      position: (last?.position ?? -1) + 1,
      origin: 'studio',
      hidden_at: new Date(),
    })
    .returning({ id: programs.id });
  if (!row) throw new Error('program insert returned no row');
  await writeDays(db, row.id, weeks);
  return loadStudioProgram(db, row.id, currency);
};

const lockProgram = async (db: Db, id: number): Promise<ProgramRow> => {
  const [row] = await db.select().from(programs).where(eq(programs.id, id)).for('update');
  if (!row) throw notFound(programEditorMessages.programUnknown);
  return row;
};

/**
 * Changes a program: text, price and prompts always; its weeks as far as its members allow (409
 * naming the first reached week changed, or days a week while anyone follows it). Running
 * rentals then last the program's new number of weeks.
 */
export const updateProgram = async (
  db: Db,
  id: number,
  values: ProgramUpdate,
  currency: string,
  now = new Date(),
): Promise<{ before: StudioProgram; after: StudioProgram }> => {
  const row = await lockProgram(db, id);
  const before = await loadStudioProgram(db, id, currency);
  const weeks = weekItems(values);
  const fault = await weeksChangeFault(
    db,
    id,
    { weeks, weekRequiredDays: values.week_required_days, currentDaysAWeek: row.week_required_days },
    now,
  );
  if (fault) throw weeksInUse(fault);
  await assertWorkouts(db, weeks, await programWeekItems(db, id));
  await db.update(programs).set(columns(values, currency)).where(eq(programs.id, id));
  await writeDays(db, id, weeks);
  await fitRunningRentals(db, id, weeks.length, now);
  return { before, after: await loadStudioProgram(db, id, currency) };
};

/**
 * Shows a program to members, or hides it from new buyers (those who bought it keep it). Showing
 * one the catalogue file no longer names makes it the console's: a later import leaves it alone.
 */
export const setProgramVisibility = async (
  db: Db,
  id: number,
  visible: boolean,
  currency: string,
  now = new Date(),
): Promise<{ before: StudioProgram; after: StudioProgram }> => {
  await lockProgram(db, id);
  const before = await loadStudioProgram(db, id, currency);
  if (visible !== before.visible)
    await db
      .update(programs)
      .set(
        visible
          ? { hidden_at: null, ...(before.removed ? { removed_at: null, origin: 'studio' as const } : {}) }
          : { hidden_at: now },
      )
      .where(eq(programs.id, id));
  return { before, after: await loadStudioProgram(db, id, currency) };
};
