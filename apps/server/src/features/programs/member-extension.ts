import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { programDays, programPurchases, programs, users } from '../../db/schema';
import { col, epochMs } from '../../db/sql-parts';
import { AppError } from '../../errors';
import { contextMoment, type MemberContext, type MemberExtension } from '../accounts';
import { activeProgram } from './active-program';

/** The member's running rental as the member context holds it (decision 0013). */
export type Rental = {
  purchaseId: number;
  programId: number;
  title: string;
  weekRequiredDays: number;
  endsAt: number;
};

const RENTAL = 'rental';
const RENTED_ITEMS = 'rented_items';
const RENTALS_END = 'rentals_end';

/** Of a running rental (active, within its weeks) of the member row `users.id`. */
const running = sql`${col(programPurchases.user_id)} = ${col(users.id)}
  and ${col(programPurchases.status)} = 'active' and ${col(programPurchases.ends_at)} > now()`;

/** How the context's JSON holds them (the auth statement builds it below). */
const RentalJson = z.object({
  purchase_id: z.number(),
  program_id: z.number(),
  title: z.string(),
  week_required_days: z.number(),
  ends_at: z.number(),
});
const ItemIdsJson = z.array(z.number());

/** The member's running rental (the latest), from the member context: no statement. */
export const rentalFromContext = (context: MemberContext): Rental | null => {
  const parsed = RentalJson.safeParse(context[RENTAL]);
  if (!parsed.success) return null;
  const { purchase_id, program_id, title, week_required_days, ends_at } = parsed.data;
  return {
    purchaseId: purchase_id,
    programId: program_id,
    title,
    weekRequiredDays: week_required_days,
    endsAt: ends_at,
  };
};

/**
 * The items a member may watch through a running rental, even if premium lapses (DESIGN 3a): the
 * workouts of the programs they rent, from the member context.
 */
export const rentedItems = (context: MemberContext): ReadonlySet<number> => {
  const parsed = ItemIdsJson.safeParse(context[RENTED_ITEMS]);
  return new Set(parsed.success ? parsed.data : []);
};

/** Programs' part of the user object (DESIGN 3a): the running program and the days a week it asks. */
export const programsMemberExtension = (): MemberExtension => ({
  context: {
    fields: {
      [RENTAL]: sql`(select json_build_object(
          'purchase_id', ${col(programPurchases.id)}, 'program_id', ${col(programs.id)},
          'title', ${col(programs.title)}, 'week_required_days', ${col(programs.week_required_days)},
          'ends_at', ${epochMs(col(programPurchases.ends_at))})
        from ${programPurchases} inner join ${programs} on ${col(programs.id)} = ${col(programPurchases.program_id)}
        where ${running} order by ${col(programPurchases.created_at)} desc limit 1)`,
      [RENTED_ITEMS]: sql`(select json_agg(distinct ${col(programDays.item_id)})
        from ${programPurchases}
        inner join ${programDays} on ${col(programDays.program_id)} = ${col(programPurchases.program_id)}
        where ${running})`,
      [RENTALS_END]: sql`(select ${epochMs(sql`min(${col(programPurchases.ends_at)})`)} from ${programPurchases}
        where ${running})`,
    },
    // A rental ends when its weeks run out, with no write.
    until: (context) => contextMoment(context, RENTALS_END),
  },
  userFields: ({ context, user }) => {
    const rental = rentalFromContext(context);
    const program = rental ? { id: rental.programId, title: rental.title } : null;
    return {
      fields: {
        // Days are chosen for a running program only: a rental whose weeks ran out before its days
        // were chosen ends the step with no write (issue 33; refunds and declines clear the flag).
        need_to_configure_days: program !== null && user.need_to_configure_days,
        has_program: program !== null,
        program,
        program_in_progress: program,
        program_week_required_days: rental?.weekRequiredDays ?? null,
      },
      validUntil: rental ? new Date(rental.endsAt) : null,
    };
  },
  // Spec M6: the weekly goal and days are the program's while one runs (configure_days sets them).
  guardWeeklyGoal: async ({ db, userId }) => {
    if (await activeProgram(db, userId))
      throw new AppError('goal_locked_by_program', 'shared.profile.goalLockedByProgram');
  },
});
