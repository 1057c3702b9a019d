import {
  formatCents,
  programEditorMessages,
  type StudioProgram,
  type StudioProgramSummary,
  type StudioProgramWorkout,
} from '@studio/shared';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items, programDays, programs } from '../../db/schema';
import { notFound } from '../../errors';
import { type ProgramStanding, programStanding, programStandings } from '../library';
import type { ProgramRow } from './load-programs';

/** Programs as the console reads them (issue 17): every one, with where its members stand. */

const NOBODY: ProgramStanding = { purchases: 0, in_progress: 0, furthest_week: null };

const workoutOf = (row: {
  id: number;
  title: string;
  duration_seconds: number;
  removed_at: Date | null;
}): StudioProgramWorkout => ({
  id: row.id,
  title: row.title,
  duration_minutes: Math.round(row.duration_seconds / 60),
  removed: row.removed_at !== null,
});

const presentSummary = (
  row: ProgramRow,
  standing: ProgramStanding,
  currency: string,
): StudioProgramSummary => ({
  id: row.id,
  key: row.key,
  title: row.title,
  price: formatCents(row.price_cents, currency),
  weeks: row.weeks,
  week_required_days: row.week_required_days,
  visible: row.hidden_at === null && row.removed_at === null,
  removed: row.removed_at !== null,
  origin: row.origin,
  ...standing,
});

/** Every program, in the members' order, with its purchases and the furthest week reached. */
export const listStudioPrograms = async (db: Db, currency: string): Promise<StudioProgramSummary[]> => {
  const [rows, standings] = await Promise.all([
    db.select().from(programs).orderBy(asc(programs.position), asc(programs.id)),
    programStandings(db),
  ]);
  return rows.map((row) => presentSummary(row, standings.get(row.id) ?? NOBODY, currency));
};

/** One program for the editor: its fields, its weeks' workouts (titles), where members stand. */
export const loadStudioProgram = async (db: Db, id: number, currency: string): Promise<StudioProgram> => {
  const [row] = await db.select().from(programs).where(eq(programs.id, id));
  if (!row) throw notFound(programEditorMessages.programUnknown);
  const [days, standing] = await Promise.all([
    db
      .select({
        week: programDays.week,
        id: items.id,
        title: items.title,
        duration_seconds: items.duration_seconds,
        removed_at: items.removed_at,
      })
      .from(programDays)
      .innerJoin(items, eq(items.id, programDays.item_id))
      .where(eq(programDays.program_id, id))
      .orderBy(asc(programDays.week), asc(programDays.day)),
    programStanding(db, id),
  ]);
  const weeks: StudioProgram['weeks'] = [];
  for (const { week, ...item } of days) {
    const entry = weeks[week - 1] ?? { week, days: [] };
    entry.days.push(workoutOf(item));
    weeks[week - 1] = entry;
  }
  return {
    ...presentSummary(row, standing, currency),
    description: row.description,
    apple_product_id: row.apple_product_id,
    purchase_paragraphs: row.purchase_paragraphs,
    display_prompt: row.display_prompt,
    completion_prompt_url: row.completion_prompt_url,
    tips_url: row.tips_url,
    weeks,
  };
};

/** The workouts a day may be: on-demand videos, not live classes, not removed; by title. */
export const programWorkoutChoices = async (db: Db): Promise<StudioProgramWorkout[]> =>
  (
    await db
      .select({
        id: items.id,
        title: items.title,
        duration_seconds: items.duration_seconds,
        removed_at: items.removed_at,
      })
      .from(items)
      .where(and(eq(items.store_id, 'on_demand'), ne(items.kind, 'live_training'), isNull(items.removed_at)))
      .orderBy(asc(items.title), asc(items.id))
  ).map(workoutOf);
