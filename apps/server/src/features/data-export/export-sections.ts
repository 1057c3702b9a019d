import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';

/**
 * What a member's export holds (issue 19, decision 0033), one file pair (JSON and CSV) a section.
 * Every column is named here: nothing the member did not give or see leaves (no password hash,
 * no session or reset tokens, no payment provider tokens, no card type or digits).
 */
type Section = { name: string; rows: (userId: number) => SQL };

export const EXPORT_SECTIONS: readonly Section[] = [
  {
    name: 'account',
    rows: (u) => sql`select id, name, last_name, email, birthday, time_zone, measurement_standard,
      reminder_mails, invite_code, created_at, updated_at from users where id = ${u}`,
  },
  {
    // Where the member came from (issue 38), as their browser told it at the sign-up.
    name: 'source',
    rows: (u) => sql`select source, medium, campaign, referrer, landing_page, device, created_at
      from member_sources where user_id = ${u}`,
  },
  {
    // The friends who signed up with the member's invite code: a first name and an initial, as the
    // profile shows them.
    name: 'invites',
    rows: (u) => sql`select f.name || ' ' || left(f.last_name, 1) || '.' as friend, v.status, v.created_at,
        v.rewarded_at, v.revoked_at
      from invites v inner join users f on f.id = v.invitee_id
      where v.inviter_id = ${u} order by v.created_at, v.id`,
  },
  {
    // Push notifications (issue 39): what the member chose, the devices told (their push service
    // only: the keys are secrets), and what the member was told and how.
    name: 'notification_settings',
    rows: (u) => sql`select kinds, workout_time, quiet_start, quiet_end, mail_fallback, updated_at
      from notification_settings where user_id = ${u}`,
  },
  {
    // The challenges the member joined (issue 39): their team, how they were shown, their progress.
    name: 'challenges',
    rows: (u) => sql`select c.title, c.starts_on, c.ends_on, c.goal, c.badge, m.team, m.show_as, m.progress,
        m.joined_at, m.finished_at
      from challenge_members m inner join challenges c on c.id = m.challenge_id
      where m.user_id = ${u} order by m.joined_at`,
  },
  {
    name: 'push_devices',
    rows: (u) => sql`select split_part(endpoint, '/', 3) as push_service, created_at, last_sent_at
      from push_subscriptions where user_id = ${u} order by id`,
  },
  {
    name: 'notifications',
    rows: (u) => sql`select kind, occasion, created_at, sent_at, outcome from member_notifications
      where member_id = ${u} order by id`,
  },
  {
    // Friends the member mailed an invite to.
    name: 'invite_mails',
    rows: (u) => sql`select email, sent_at from invite_mails where inviter_id = ${u} order by sent_at, id`,
  },
  {
    // Free premium the member's invites earned (decision 0047), taken back ones with when.
    name: 'premium_grants',
    rows: (u) => sql`select kind, months, starts_at, ends_at, revoked_at, created_at from premium_grants
      where user_id = ${u} order by created_at, id`,
  },
  {
    name: 'profile',
    rows: (u) => sql`select weekly_goal, workout_days, nutrition as diet_id, created_at, updated_at
      from member_profiles where user_id = ${u}`,
  },
  {
    name: 'measurements',
    rows: (u) => sql`select id, measurement_standard, weight, left_biceps, right_biceps, left_thigh,
      right_thigh, upper_ab, lower_ab, waist, chest, hips, created_at
      from measurement_sets where user_id = ${u} order by created_at, id`,
  },
  {
    name: 'stats_days',
    rows: (u) => sql`select day, workouts, seconds, meals from member_activity_days
      where user_id = ${u} order by day`,
  },
  {
    name: 'stats_totals',
    rows: (u) => sql`select workouts, seconds, meals, days_active from member_totals where user_id = ${u}`,
  },
  {
    name: 'saved_lists',
    rows: (u) => sql`select l.id as list_id, l.kind, l.name as list_name, i.id as item_id,
      i.title as item_title, si.created_at as saved_at
      from saved_lists l left join saved_list_items si on si.list_id = l.id
      left join items i on i.id = si.item_id
      where l.user_id = ${u} order by l.id, si.created_at`,
  },
  {
    name: 'playback_history',
    rows: (u) => sql`select s.id, i.id as item_id, i.title as item_title, s.started_at, s.finished_at,
      s.duration_seconds from workout_sessions s inner join items i on i.id = s.item_id
      where s.user_id = ${u} order by s.started_at, s.id`,
  },
  {
    name: 'workout_feedback',
    rows: (u) => sql`select f.id, i.title as item_title, f.difficulty, f.comment, f.created_at
      from workout_feedback f inner join items i on i.id = f.item_id
      where f.user_id = ${u} order by f.created_at, f.id`,
  },
  {
    name: 'meal_plans',
    rows: (u) => sql`select p.id as plan_id, p.diet_id, pr.title as program, r.position + 1 as position,
      i.title as recipe, i.recipe_type as meal_type, p.updated_at
      from meal_plans p inner join program_purchases pp on pp.id = p.purchase_id
      inner join programs pr on pr.id = pp.program_id
      left join meal_plan_recipes r on r.meal_plan_id = p.id left join items i on i.id = r.item_id
      where p.user_id = ${u} order by p.id, r.position`,
  },
  {
    name: 'meals_eaten',
    rows: (u) => sql`select c.day, c.meal_type, i.title as recipe, c.completed_at
      from meal_completions c inner join items i on i.id = c.item_id
      where c.user_id = ${u} order by c.day, c.completed_at`,
  },
  {
    name: 'subscriptions',
    rows: (u) => sql`select id, plan, status, price_cents, trial_ends_at, paid_through, canceled_at,
      created_at, updated_at from subscriptions where user_id = ${u} order by created_at, id`,
  },
  {
    name: 'payments',
    rows: (u) => sql`select id, subscription_id, amount_cents, status, refunded_at, created_at
      from payments where user_id = ${u} order by created_at, id`,
  },
  {
    name: 'program_purchases',
    rows: (u) => sql`select pp.id, pr.title as program, pp.status, pp.price_cents, pp.starts_at, pp.ends_at,
      pp.refunded_at, pp.declined_at, pp.completed_at, pp.created_at
      from program_purchases pp inner join programs pr on pr.id = pp.program_id
      where pp.user_id = ${u} order by pp.created_at, pp.id`,
  },
  {
    name: 'recent_searches',
    rows: (u) => sql`select query, searched_at from recent_searches where user_id = ${u}
      order by searched_at desc`,
  },
  {
    name: 'live_chat',
    rows: (u) => sql`select m.id, i.title as class, m.kind, m.body as text, m.sent_at, m.deleted_at
      from live_chat_messages m inner join items i on i.id = m.item_id
      where m.member_id = ${u} order by m.sent_at, m.id`,
  },
  {
    name: 'live_reminders',
    rows: (u) => sql`select i.title as class, i.event_date as starts_at, r.asked_at, r.mailed_at
      from live_reminders r inner join items i on i.id = r.item_id
      where r.member_id = ${u} order by r.asked_at`,
  },
  {
    name: 'photos',
    rows: (u) => sql`select id, storage_key, size_bytes, created_at from progress_pictures
      where user_id = ${u} order by created_at, id`,
  },
];

/**
 * Each section's rows. PostgreSQL writes them as JSON itself, so both drivers answer the same
 * values (node-postgres would give a bigint as text, PGlite as a number): ids and counts as
 * numbers, timestamps as ISO text with their offset.
 */
export const readSections = async (db: Db, userId: number) => {
  const out: { name: string; rows: Record<string, unknown>[] }[] = [];
  for (const section of EXPORT_SECTIONS) {
    const [result] = await rowsOf<{ rows: Record<string, unknown>[] | string }>(
      db,
      sql`select coalesce(json_agg(part), '[]'::json) as rows from (${section.rows(userId)}) part`,
    );
    const rows = result?.rows ?? [];
    out.push({ name: section.name, rows: typeof rows === 'string' ? JSON.parse(rows) : rows });
  }
  return out;
};

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  // A spreadsheet must not run what a member typed (=, +, -, @ start a formula).
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** RFC 4180 CSV: a header of the columns, a line a row (CRLF). */
export const toCsv = (rows: readonly Record<string, unknown>[], columns?: readonly string[]): string => {
  const header = columns ?? Object.keys(rows[0] ?? {});
  return [header.map(cell), ...rows.map((row) => header.map((column) => cell(row[column])))]
    .map((line) => `${line.join(',')}\r\n`)
    .join('');
};
