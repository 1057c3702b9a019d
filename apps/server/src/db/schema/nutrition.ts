import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { items } from './library';
import { programPurchases, programs } from './programs';

/**
 * Meal plans (issue 6, DESIGN 3a "Meal plans"): a program's recipes, the member's weekly
 * selection for their running program, and the meals they marked eaten (the completed_meals stat).
 */

const ref = (name: string) => bigint(name, { mode: 'number' });
const dietCheck = (name: string, column: unknown) => check(name, sql`${column} between 1 and 3`);

/** The recipes a program offers to plan from (catalogue `programs[].recipes`), in catalogue order. */
export const programRecipes = pgTable(
  'program_recipes',
  {
    program_id: ref('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    item_id: ref('item_id')
      .notNull()
      .references(() => items.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.program_id, t.item_id] })],
);

/** The member's week for one purchase of a program: a diet and its recipes in the order picked. */
export const mealPlans = pgTable(
  'meal_plans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purchase_id: ref('purchase_id')
      .notNull()
      .references(() => programPurchases.id, { onDelete: 'cascade' }),
    diet_id: smallint('diet_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('meal_plans_purchase_idx').on(t.purchase_id),
    index('meal_plans_member_idx').on(t.user_id),
    dietCheck('meal_plans_diet_range', t.diet_id),
  ],
);

export const mealPlanRecipes = pgTable(
  'meal_plan_recipes',
  {
    meal_plan_id: ref('meal_plan_id')
      .notNull()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
    item_id: ref('item_id')
      .notNull()
      .references(() => items.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.meal_plan_id, t.item_id] })],
);

/** A meal the member ate: one a day per recipe, on the member's calendar day. */
export const mealCompletions = pgTable(
  'meal_completions',
  {
    user_id: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    item_id: ref('item_id')
      .notNull()
      .references(() => items.id),
    meal_type: text('meal_type').notNull(),
    completed_at: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.day, t.item_id] }),
    index('meal_completions_member_time_idx').on(t.user_id, t.completed_at),
  ],
);
