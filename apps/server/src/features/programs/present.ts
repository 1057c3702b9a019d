import type { ItemKind } from '@studio/shared';
import {
  formatCents,
  type Program,
  type ProgramDetails,
  type ProgramPurchase,
  weekDayRange,
} from '@studio/shared';
import type { ProgramDayRow, ProgramRow, PurchaseRow } from './load-programs';

/** How a program is shown: its media's addresses, and its price in the studio's currency (issue 35). */
type Look = { media: (value: string | null) => string | null; currency: string };

/** A purchase's state now: an active rental whose weeks are over has ended (DESIGN 3a). */
export const purchaseState = (purchase: PurchaseRow | null, now: Date): ProgramPurchase['status'] | null => {
  if (!purchase) return null;
  if (purchase.status === 'active') return purchase.ends_at > now ? 'in_progress' : 'ended';
  return purchase.status === 'completed' ? 'completed' : 'ended';
};

const presentPurchase = (purchase: PurchaseRow, currency: string, now: Date): ProgramPurchase => ({
  id: purchase.id,
  status: purchaseState(purchase, now) ?? 'ended',
  starts_at: purchase.starts_at.toISOString(),
  ends_at: purchase.ends_at.toISOString(),
  price: formatCents(purchase.price_cents, currency),
  completed_at: purchase.completed_at?.toISOString() ?? null,
  congrats_seen: purchase.congrats_seen_at !== null,
});

/** A program with the member's state of it: in progress, completed ("buy program again"), or ended. */
export const presentProgram = (
  { program, purchase }: { program: ProgramRow; purchase: PurchaseRow | null },
  { media, currency }: Look,
  now: Date,
): Program => {
  const state = purchaseState(purchase, now);
  return {
    id: program.id,
    title: program.title,
    description: program.description,
    duration: program.weeks,
    banner_url: media(program.banner_image),
    price: formatCents(program.price_cents, currency),
    apple_product_id: program.apple_product_id,
    program_purchase_paragraphs: program.purchase_paragraphs,
    display_prompt: program.display_prompt,
    completion_prompt_url: program.completion_prompt_url,
    program_week_required_days: program.week_required_days,
    has_purchased: state === 'in_progress',
    has_completed: state === 'completed',
    has_canceled: state === 'ended',
    purchase: purchase ? presentPurchase(purchase, currency, now) : null,
  };
};

export const presentProgramDetails = (
  row: { program: ProgramRow; purchase: PurchaseRow | null },
  days: ProgramDayRow[],
  look: Look,
  now: Date,
): ProgramDetails => {
  const weeks = new Map<number, ProgramDetails['weeks'][number]>();
  for (const day of days) {
    const week = weeks.get(day.week) ?? { week: day.week, range_days: weekDayRange(day.week), days: [] };
    week.days.push({
      day: day.day,
      exercise: {
        id: day.item_id,
        kind: day.kind as ItemKind,
        title: day.title,
        duration: day.duration_seconds,
        thumb: look.media(day.thumb),
        completed: day.completed,
      },
    });
    weeks.set(day.week, week);
  }
  return { ...presentProgram(row, look, now), weeks: [...weeks.values()] };
};
