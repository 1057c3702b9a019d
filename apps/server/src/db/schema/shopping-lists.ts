import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The shopping list of a member's week (issue 19, decision 0033). The lines themselves are
 * computed from the meal plan on each read; what is kept is the member's own part of it: how many
 * people it is for, which lines are ticked, and the items they added. A week starts on the
 * member's Sunday (the plan's week); next week starts with nothing ticked.
 */
const ref = (name: string) => bigint(name, { mode: 'number' });

export const shoppingLists = pgTable(
  'shopping_lists',
  {
    user_id: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    week: date('week', { mode: 'string' }).notNull(),
    /** How many people each planned meal is for (the recipes are one serving each). */
    servings: smallint('servings').notNull().default(1),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.week] }),
    check('shopping_lists_servings_range', sql`${t.servings} between 1 and 12`),
  ],
);

/**
 * A line's ticked state (`key` of a merged line, `plan:…`) or one of the member's own items
 * (`own:…`, with its `name`). A tick is a PUT of the state, so a replay changes nothing.
 */
export const shoppingListEntries = pgTable(
  'shopping_list_entries',
  {
    user_id: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    week: date('week', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    /** Own items only: what the member wrote. */
    name: text('name'),
    ticked: boolean('ticked').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.week, t.key] }),
    index('shopping_list_entries_created_idx').on(t.user_id, t.week, t.created_at),
  ],
);
