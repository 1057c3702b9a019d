import type { ChallengeGoal, ShowAs } from '@studio/shared';
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
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Challenges the studio runs (issue 39). A member's progress is a counter moved by each counted
 * finish (constant cost per finish): workouts and days add one (a day once, in the member's zone),
 * minutes add the workout's seconds, a list's goal counts each of its workouts once
 * (`challenge_items`), a program's counts its completion.
 */
const ref = (name: string) => bigint(name, { mode: 'number' });

export const challenges = pgTable(
  'challenges',
  {
    id: ref('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    /** The first and last day, in the studio's zone. */
    starts_on: date('starts_on', { mode: 'string' }).notNull(),
    ends_on: date('ends_on', { mode: 'string' }).notNull(),
    goal: text('goal').$type<ChallengeGoal>().notNull(),
    /** In counted units: workouts, seconds (for minutes), days, a list's workouts, 1 program. */
    target: integer('target').notNull(),
    /** The list or the program of the goal. */
    goal_ref: ref('goal_ref'),
    teams: smallint('teams').notNull().default(0),
    badge: text('badge').notNull(),
    promo_code: text('promo_code'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removed_at: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    check('challenges_goal', sql`${t.goal} in ('workouts', 'minutes', 'days', 'list', 'program')`),
    check('challenges_dates', sql`${t.ends_on} >= ${t.starts_on}`),
    index('challenges_open_idx').on(t.ends_on).where(sql`${t.removed_at} is null`),
  ],
);

export const challengeMembers = pgTable(
  'challenge_members',
  {
    challenge_id: ref('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    user_id: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    team: smallint('team'),
    /** Null: not on leaderboards (the default). */
    show_as: text('show_as').$type<ShowAs>(),
    progress: integer('progress').notNull().default(0),
    /** The member's last day counted (their zone), for a days goal. */
    last_day: date('last_day', { mode: 'string' }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    joined_at: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.challenge_id, t.user_id] }),
    // The leaderboard: a challenge's members, best first (an index scan, whatever their number).
    index('challenge_members_board_idx').on(t.challenge_id, t.progress.desc(), t.joined_at),
    // A finish finds the member's challenges.
    index('challenge_members_member_idx').on(t.user_id),
    check('challenge_members_show_as', sql`${t.show_as} in ('name', 'initials')`),
  ],
);

/** A list goal's workouts each member finished, each counted once. */
export const challengeItems = pgTable(
  'challenge_items',
  {
    challenge_id: ref('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    user_id: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    item_id: ref('item_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.challenge_id, t.user_id, t.item_id] })],
);

/**
 * A challenge's totals per team (team 0: a solo challenge's everyone), moved with each join,
 * leave, counted finish and finisher: a leaderboard reads its participants and team totals from
 * these few rows, not from a count over 100,000 members.
 */
export const challengeTeams = pgTable(
  'challenge_teams',
  {
    challenge_id: ref('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    team: smallint('team').notNull(),
    members: integer('members').notNull().default(0),
    progress: bigint('progress', { mode: 'number' }).notNull().default(0),
    finishers: integer('finishers').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.challenge_id, t.team] })],
);

/**
 * How many of a challenge's members stand at each progress: a member's place is one plus those
 * with more (a sum over the distinct scores) plus those as far who joined earlier, not a count
 * over everyone ahead (100,000 members: 50 ms on PGlite).
 */
export const challengeScores = pgTable(
  'challenge_scores',
  {
    challenge_id: ref('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    progress: integer('progress').notNull(),
    members: integer('members').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.challenge_id, t.progress] })],
);
