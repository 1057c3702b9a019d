import { LIVE_REMINDER_MINUTES, REMINDER_WINDOW_MINUTES, TRIAL_REMINDER_DAYS } from '@studio/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import type { JobContext } from '../../deps';
import { type Jobs, jobHandler, jobKind } from '../../jobs/queue';
import { NOTIFY } from './deliver';

/**
 * The minute's sweep (issue 39): the reminders whose moment came, written once each (member, kind,
 * occasion) and queued for delivery. A reminder whose moment came in the last
 * REMINDER_WINDOW_MINUTES is still written, so a sweep missed while the servers restarted is made
 * up; one written before is not written again, whichever process sweeps.
 */
export const REMINDER_SWEEP = jobKind<object>({
  name: 'reminder-sweep',
  policy: { retryLimit: 2, retryDelay: 10 },
  schedule: '* * * * *',
});

type Sweep = { now: Date; studioZone: string };

/** Members with a device, or who chose mail: the only ones a reminder can reach. */
const reachable = (member: ReturnType<typeof sql>) =>
  sql`(exists (select 1 from push_subscriptions p where p.user_id = ${member}) or s.mail_fallback)`;

/**
 * Writes the reminders due at `now` and returns their ids: today is a workout day with nothing
 * done yet (at the member's time; a member following a program is told its next day instead),
 * a challenge that opens today or the last day of one they joined (at the same time),
 * the week's last day with the goal not met (at the same time),
 * a class the member asked about starting within LIVE_REMINDER_MINUTES, and billing's news (a
 * trial ending, a payment failed) as its mail is written, to the member's devices (the mail is its
 * fallback, sent in any case).
 */
export const sweepReminders = async (db: Db, { now, studioZone }: Sweep): Promise<number[]> => {
  const at = now.toISOString();
  const local = sql`(${at}::timestamptz at time zone u.time_zone)`;
  // Challenges run on the studio's calendar: their days are compared with the studio's today.
  const studioToday = sql`(${at}::timestamptz at time zone ${studioZone})::date`;
  const window = sql`((${local})::time - s.workout_time::time) between interval '0' and make_interval(mins => ${REMINDER_WINDOW_MINUTES})`;
  // Following a program: its next day is told in place of the workout day's reminder.
  const following = sql`exists (select 1 from program_purchases pp where pp.user_id = s.user_id
    and pp.status = 'active' and pp.ends_at > ${at}::timestamptz)`;
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`with due as (
        -- A workout day with nothing done: a member following a program (its switch on) is told
        -- the program's next day, any other the workout day; each only with its switch on.
        select member_id, kind, occasion from (
          select s.user_id as member_id, s.kinds,
            case when (s.kinds ->> 'program')::boolean and ${following} then 'program' else 'workout_day' end as kind,
            to_char(${local}, 'YYYY-MM-DD') as occasion
          from notification_settings s
          join users u on u.id = s.user_id
          join member_profiles m on m.user_id = s.user_id
          where ${window}
            and (m.workout_days ->> lower(trim(to_char(${local}, 'Day'))))::boolean
            and not exists (select 1 from member_activity_days a
                            where a.user_id = s.user_id and a.day = (${local})::date and a.workouts > 0)
            -- One of the two a day: a program started (or ended) after the first was written
            -- does not bring the other.
            and not exists (select 1 from member_notifications n
                            where n.member_id = s.user_id and n.kind in ('workout_day', 'program')
                              and n.occasion = to_char(${local}, 'YYYY-MM-DD'))
            and ${reachable(sql`s.user_id`)}
        ) workout where (workout.kinds ->> workout.kind)::boolean
      union all
        select s.user_id, 'challenge', 'start:' || c.id
        from notification_settings s
        join users u on u.id = s.user_id
        join challenges c on c.removed_at is null and c.starts_on = ${studioToday}
        where (s.kinds ->> 'challenge')::boolean
          and ${window}
          and not exists (select 1 from challenge_members cm
                          where cm.challenge_id = c.id and cm.user_id = s.user_id)
          and ${reachable(sql`s.user_id`)}
      union all
        select s.user_id, 'challenge', 'last:' || c.id
        from challenge_members cm
        join challenges c on c.id = cm.challenge_id
        join notification_settings s on s.user_id = cm.user_id
        join users u on u.id = s.user_id
        where c.removed_at is null
          and cm.finished_at is null
          and c.ends_on > c.starts_on
          and c.ends_on = ${studioToday}
          and (s.kinds ->> 'challenge')::boolean
          and ${window}
          and ${reachable(sql`s.user_id`)}
      union all
        select s.user_id, 'streak', to_char((${local})::date - extract(dow from ${local})::int, 'YYYY-MM-DD')
        from notification_settings s
        join users u on u.id = s.user_id
        join member_streaks k on k.user_id = s.user_id
        where (s.kinds ->> 'streak')::boolean
          and extract(dow from ${local}) = 6
          and ${window}
          and (k.current > 0 or k.open_days > 0)
          and ${reachable(sql`s.user_id`)}
      union all
        select r.member_id, 'live_class', 'live:' || i.id
        from live_reminders r
        join items i on i.id = r.item_id
        join notification_settings s on s.user_id = r.member_id
        where i.removed_at is null
          and i.event_date > ${at}::timestamptz
          and i.event_date <= ${at}::timestamptz + make_interval(mins => ${LIVE_REMINDER_MINUTES})
          and (s.kinds ->> 'live_class')::boolean
          and ${reachable(sql`r.member_id`)}
      union all
        -- A trial's end, at the moment its reminder mail is due: whether or not the member
        -- keeps reminder mails, the push follows its own switch.
        select sb.user_id, 'billing', 'trial_ending:' || sb.id
        from subscriptions sb
        join notification_settings s on s.user_id = sb.user_id
        where sb.status = 'trial'
          and sb.trial_ends_at > ${at}::timestamptz + make_interval(hours => ${24 * TRIAL_REMINDER_DAYS}) - make_interval(mins => ${REMINDER_WINDOW_MINUTES})
          and sb.trial_ends_at <= ${at}::timestamptz + make_interval(hours => ${24 * TRIAL_REMINDER_DAYS})
          and (s.kinds ->> 'billing')::boolean
          and exists (select 1 from push_subscriptions p where p.user_id = sb.user_id)
      union all
        select b.user_id, 'billing', b.kind || ':' || b.event_key
        from member_mails b
        join notification_settings s on s.user_id = b.user_id
        where b.kind = 'payment_failed'
          and b.created_at > ${at}::timestamptz - make_interval(mins => ${REMINDER_WINDOW_MINUTES})
          and (s.kinds ->> 'billing')::boolean
          and exists (select 1 from push_subscriptions p where p.user_id = b.user_id)
      )
      insert into member_notifications (member_id, kind, occasion)
      select member_id, kind, occasion from due
      on conflict do nothing
      returning id`,
  );
  return rows.map((row) => Number(row.id));
};

/** Sweeps and queues what it wrote, in one transaction: a row is never left without its job. */
export const sweepAndQueue = async (
  db: Db,
  jobs: Pick<Jobs, 'sendMany'>,
  { now = new Date(), studioZone }: { now?: Date; studioZone: string },
): Promise<number> =>
  db.transaction(async (tx) => {
    const ids = await sweepReminders(tx as unknown as Db, { now, studioZone });
    await jobs.sendMany(
      NOTIFY,
      ids.map((id) => ({ id })),
      { db: tx },
    );
    return ids.length;
  });

export const reminderSweepHandler = ({ db, jobs, config }: JobContext) =>
  jobHandler(REMINDER_SWEEP, async () => {
    await sweepAndQueue(db, jobs, { studioZone: config.STUDIO_TIME_ZONE });
  });
