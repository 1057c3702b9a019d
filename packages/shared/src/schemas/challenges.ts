import { z } from 'zod/mini';
import { requiredText } from './fields';

/**
 * Challenges the studio runs (issue 39): a goal over dates in the studio's zone, solo or in teams
 * made at join time, a badge (and optionally a promo code) for finishers. Progress counts from the
 * same finished workouts as stats and streaks, kept as counters (constant cost per finish).
 */
export const challengePaths = {
  /** GET: the open challenges, with the member's part in each. */
  challenges: '/api/v4/challenges',
  /** GET: one challenge with its leaderboard and team totals. */
  challenge: (id: number | string) => `/api/v4/challenges/${id}`,
  /** PUT: join (or change how the member is shown). DELETE: leave. */
  membership: (id: number | string) => `/api/v4/challenges/${id}/membership`,
  /** GET: the badges of the challenges the member finished. */
  badges: '/api/v4/users/me/badges',
  /** GET: every challenge with its figures; POST: make one (coach). */
  studioChallenges: '/api/v4/studio/challenges',
  /** PUT: change one; DELETE: remove it (coach). */
  studioChallenge: (id: number | string) => `/api/v4/studio/challenges/${id}`,
  /** POST multipart `image`: the challenge's picture; DELETE: take it away. */
  studioChallengeImage: (id: number | string) => `/api/v4/studio/challenges/${id}/image`,
} as const;

/** What a challenge asks: N workouts, N minutes, N training days, a list's workouts, a program finished. */
export const CHALLENGE_GOALS = ['workouts', 'minutes', 'days', 'list', 'program'] as const;
export type ChallengeGoal = (typeof CHALLENGE_GOALS)[number];
export const MAX_CHALLENGE_TEAMS = 10;
export const MAX_CHALLENGE_DAYS = 366;
/** How many shown members a leaderboard lists (the member's own place is always given). */
export const LEADERBOARD_SIZE = 10;

/** How a member appears on leaderboards: not at all (the default), by display name, or initials. */
export const SHOW_AS = ['name', 'initials'] as const;
export type ShowAs = (typeof SHOW_AS)[number];

const day = () => z.iso.date({ error: 'common.validation.mustBe' });

export const ChallengeInputSchema = z
  .object({
    title: requiredText(120),
    description: z._default(z.string().check(z.trim(), z.maxLength(2000)), ''),
    starts_on: day(),
    ends_on: day(),
    goal: z.enum(CHALLENGE_GOALS),
    /** N for workouts, minutes and days; unused for a list or a program. */
    target: z._default(z.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
    /** The list whose workouts are the goal, or the program to finish. */
    goal_ref: z._default(z.nullable(z.number().check(z.int(), z.gte(1))), null),
    /** 0: solo; 2 and more: teams. */
    teams: z._default(z.number().check(z.int(), z.gte(0), z.lte(MAX_CHALLENGE_TEAMS)), 0),
    badge: requiredText(60),
    /** A promo code (of the studio's offers) mailed to each finisher. */
    promo_code: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(64))), null),
  })
  .check(
    z.refine((v) => v.ends_on >= v.starts_on, {
      path: ['ends_on'],
      error: 'server.challenge.endsBeforeStart',
    }),
    z.refine((v) => v.teams !== 1, { path: ['teams'], error: 'server.challenge.oneTeam' }),
    z.refine((v) => (v.goal === 'list' || v.goal === 'program' ? v.goal_ref !== null : true), {
      path: ['goal_ref'],
      error: 'common.form.required',
    }),
  );
export type ChallengeInput = z.input<typeof ChallengeInputSchema>;

export const MembershipInputSchema = z.object({ show_as: z._default(z.nullable(z.enum(SHOW_AS)), null) });

/** What members and the console both read of a challenge. */
const challengeFields = {
  id: z.number(),
  title: z.string(),
  description: z.string(),
  image: z.nullable(z.string()),
  starts_on: z.string(),
  ends_on: z.string(),
  goal: z.enum(CHALLENGE_GOALS),
  /** In the goal's units (minutes for minutes). */
  target: z.number(),
  teams: z.number(),
  badge: z.string(),
  participants: z.number(),
};

const challengeCard = {
  ...challengeFields,
  /** The member's part: null when they have not joined. */
  mine: z.nullable(
    z.object({
      progress: z.number(),
      team: z.nullable(z.number()),
      show_as: z.nullable(z.enum(SHOW_AS)),
      finished_at: z.nullable(z.string()),
    }),
  ),
};

export const ChallengeCardSchema = z.object(challengeCard);
export type ChallengeCard = z.output<typeof ChallengeCardSchema>;
export const ChallengeListSchema = z.object({ challenges: z.array(ChallengeCardSchema) });
export type ChallengeList = z.output<typeof ChallengeListSchema>;

export const LeaderboardRowSchema = z.object({
  rank: z.number(),
  name: z.string(),
  progress: z.number(),
  team: z.nullable(z.number()),
  me: z.boolean(),
});
export const ChallengeDetailSchema = z.object({
  ...challengeCard,
  /** The shown members, best first; the member's own row is added when they are not among them. */
  leaderboard: z.array(LeaderboardRowSchema),
  /** The member's place among everyone (shown or not), when they joined. */
  my_rank: z.nullable(z.number()),
  teams_progress: z.array(z.object({ team: z.number(), members: z.number(), progress: z.number() })),
});
export type ChallengeDetail = z.output<typeof ChallengeDetailSchema>;

export const BadgesSchema = z.object({
  badges: z.array(
    z.object({ challenge_id: z.number(), title: z.string(), badge: z.string(), finished_at: z.string() }),
  ),
});
export type Badges = z.output<typeof BadgesSchema>;

export const StudioChallengeSchema = z.object({
  ...challengeFields,
  goal_ref: z.nullable(z.number()),
  promo_code: z.nullable(z.string()),
  finishers: z.number(),
});
export type StudioChallenge = z.output<typeof StudioChallengeSchema>;
export const StudioChallengesSchema = z.object({ challenges: z.array(StudioChallengeSchema) });

/** A name on a leaderboard: the display name as the profile shows it ("Ana S."), or initials ("A. S."). */
export const leaderboardName = (showAs: ShowAs, name: string, lastName: string): string =>
  showAs === 'name'
    ? `${name} ${lastName.slice(0, 1)}.`.trim()
    : `${name.slice(0, 1)}. ${lastName.slice(0, 1)}.`.trim();
