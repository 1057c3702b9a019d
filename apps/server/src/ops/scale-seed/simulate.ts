import crypto from 'node:crypto';
import { type Faker, fakerEN, fakerES, fakerPT_BR, generateMersenne53Randomizer } from '@faker-js/faker';
import {
  addWorkoutDay,
  type CancellationReason,
  emptyStreak,
  type Locale,
  MEASUREMENT_KEYS,
  PAST_DUE_GRACE_DAYS,
  PERIOD_MONTHS,
  type PlanPrices,
  type PremiumPeriod,
  type PromoDiscounts,
  periodTotal,
  pricesAfterPromo,
  RETENTION_OFFER_MONTHS,
  RETENTION_OFFER_PERCENT,
  TRIAL_DAYS,
  WEEK_DAYS,
} from '@studio/shared';
import type { Emit } from './tables';

/**
 * The life of a studio's members, simulated (issue 40): sign-ups over SEED_YEARS with growth and
 * seasonality, onboarding, where they came from, training habits that fade and sometimes stop,
 * premium with trials, promo codes, renewals, failed charges and their grace, pauses, cancellations
 * with reasons and the retention offer, coming back later; program rentals with their progress and
 * meal plans, measurements, saved lists, and staff with their audit trail. Every choice is drawn
 * from one seeded generator in one order, so a seed and a day give the same studio.
 *
 * Rows are emitted in SEEDED_TABLES' column order; the counters kept from rows (activity days,
 * totals, streaks) are made here the way the app makes them (shared `addWorkoutDay`).
 */

export const SEED_YEARS = 3;
const DAY = 86_400_000;
const WEEK = 7 * DAY;
const HOUR = 3_600_000;

export type SeedWorkout = { id: number; publishedAt: number; durationSeconds: number };
export type SeedProgram = {
  id: number;
  weeks: number;
  priceCents: number;
  days: { week: number; day: number }[];
};
export type SeedPromo = { id: number; createdAt: number; percents: PromoDiscounts; trialDays: number | null };

export type SeedCatalogue = {
  /** Ordered by `publishedAt`. */
  workouts: SeedWorkout[];
  recipes: number[];
  programs: SeedProgram[];
  promos: SeedPromo[];
  plans: PlanPrices;
};

export type SimulateOptions = {
  seed: number;
  /** The first instant after the history (the start of a UTC day), as ms. */
  until: number;
  studioZone: string;
  /** Each identity's next id. */
  firstIds: Record<IdKind, number>;
  passwordHash: string;
  /** `startOfDayIn(date, zone)` as ms: the simulation's local days become instants with it. */
  startOfDay: (date: string, zone: string) => number;
};

type IdKind =
  | 'users'
  | 'subscriptions'
  | 'payments'
  | 'cancellations'
  | 'subscription_pauses'
  | 'workout_sessions'
  | 'measurement_sets'
  | 'saved_lists'
  | 'program_purchases'
  | 'meal_plans'
  | 'audit_log';

export type SimulateSummary = { members: number; premiumNow: number; finishedWorkouts: number };

const iso = (ms: number): string => new Date(ms).toISOString();
const dateOf = (ms: number): string => iso(ms).slice(0, 10);
const addMonths = (ms: number, months: number): number => {
  const d = new Date(ms);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
};

/** Sign-ups per calendar month, January's resolutions to December's holidays. */
const SEASON = [1.6, 1.2, 1.1, 1.0, 1.0, 0.8, 0.7, 0.8, 1.2, 1.0, 0.9, 0.7];
const OTHER_ZONES = [
  { zone: 'America/New_York', language: 'en' },
  { zone: 'Europe/London', language: 'en' },
  { zone: 'America/Sao_Paulo', language: 'pt-BR' },
  { zone: 'Europe/Madrid', language: 'es' },
  { zone: 'America/Mexico_City', language: 'es' },
] as const;
const SOURCES = [
  { source: 'direct', weight: 35 },
  { source: 'google', weight: 20, medium: 'cpc', campaign: 'brand' },
  { source: 'instagram', weight: 15, medium: 'social', campaign: 'reels' },
  { source: 'invite', weight: 12 },
  { source: 'newsletter', weight: 8, medium: 'email', campaign: 'weekly' },
  { source: 'youtube.com', weight: 6, referrer: 'https://youtube.com/' },
  { source: 'facebook', weight: 4, medium: 'social', campaign: 'spring' },
] as const;
const LANDINGS = ['/', '/classes', '/pricing', '/programs'] as const;
const PLAN_WEIGHTS: [PremiumPeriod, number][] = [
  ['montly', 70],
  ['biannually', 10],
  ['yearly', 20],
];
/** The chance a paid period is the last, by plan. */
const CHURN: Record<PremiumPeriod, number> = { montly: 0.055, biannually: 0.2, yearly: 0.28 };
const REASON_WEIGHTS: Record<CancellationReason, number> = {
  too_expensive: 30,
  not_using: 30,
  need_break: 15,
  found_other: 10,
  technical: 5,
  other: 10,
};
const LIST_NAMES = {
  workout: ['Favourites', 'Morning', 'Quick ones', 'Weekend', 'Try next'],
  recipe: ['Favourites', 'Meal prep', 'Breakfasts', 'Family dinners'],
} as const;
/** A starting girth in cm per measure. */
const GIRTHS: Record<Exclude<(typeof MEASUREMENT_KEYS)[number], 'weight'>, number> = {
  left_biceps: 32,
  right_biceps: 32,
  left_thigh: 55,
  right_thigh: 55,
  upper_ab: 80,
  lower_ab: 85,
  waist: 78,
  chest: 95,
  hips: 98,
};
const CARDS = ['Visa', 'MasterCard', 'American Express'] as const;
const STAFF_ACTIONS = [
  'promo.create',
  'item.update',
  'program.update',
  'member.note',
  'live.schedule',
] as const;

export type Simulation = {
  /** Emits the next member's whole history. */
  member: () => void;
  /** Emits the staff's audit trail; after the last member. */
  finish: () => SimulateSummary;
};

/** Emits the staff at once; then each `member()` emits one member, and `finish()` the audit trail. */
export const simulateStudio = (
  options: SimulateOptions,
  catalogue: SeedCatalogue,
  emit: Emit,
): Simulation => {
  const random = generateMersenne53Randomizer(options.seed);
  const r = () => random.next();
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const weighted = <T>(pairs: readonly (readonly [T, number])[]): T => {
    let total = 0;
    for (const [, w] of pairs) total += w;
    let u = r() * total;
    for (const [value, w] of pairs) {
      u -= w;
      if (u < 0) return value;
    }
    return (pairs[pairs.length - 1] as readonly [T, number])[0];
  };
  const exponential = (mean: number) => -Math.log(1 - r()) * mean;
  const normal = () => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
  const poisson = (lambda: number) => {
    const limit = Math.exp(-lambda);
    let k = 0;
    let p = r();
    while (p > limit) {
      k += 1;
      p *= r();
    }
    return k;
  };
  const fakers: Record<Locale, Faker> = { en: fakerEN, 'pt-BR': fakerPT_BR, es: fakerES };
  for (const f of Object.values(fakers)) f.seed(options.seed);

  const ids = { ...options.firstIds };
  const next = (kind: IdKind) => {
    const id = ids[kind];
    ids[kind] = id + 1;
    return id;
  };

  const until = options.until;
  const from = addMonths(until, -12 * SEED_YEARS);

  // Sign-up months: growth (a studio three times the size it was) times the season.
  const months: [number, number][] = [];
  for (let m = 0; m < 12 * SEED_YEARS; m += 1) {
    const start = addMonths(from, m);
    months.push([start, (1 + (2 * m) / (12 * SEED_YEARS)) * (SEASON[new Date(start).getUTCMonth()] ?? 1)]);
  }

  // Local midnights, as instants, per zone and day: a workout at 7:30 local is one addition away.
  const dayCount = Math.round((until - from) / DAY) + 8;
  const midnights = new Map<string, Float64Array>();
  const zones = [options.studioZone, ...OTHER_ZONES.map((z) => z.zone)];
  for (const zone of new Set(zones)) {
    const table = new Float64Array(dayCount);
    for (let d = 0; d < dayCount; d += 1) table[d] = options.startOfDay(dateOf(from + d * DAY), zone);
    midnights.set(zone, table);
  }

  // Workouts by popularity (a few favourites, a long tail), among those published by then.
  const workouts = catalogue.workouts;
  const popularity = new Float64Array(workouts.length);
  let cumulative = 0;
  for (let i = 0; i < workouts.length; i += 1) {
    cumulative += Math.exp(1.2 * normal());
    popularity[i] = cumulative;
  }
  const publishedBy = (at: number) => {
    let lo = 0;
    let hi = workouts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((workouts[mid] as SeedWorkout).publishedAt <= at) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const pickWorkout = (at: number): SeedWorkout | undefined => {
    const available = publishedBy(at);
    if (available === 0) return undefined;
    const u = r() * (popularity[available - 1] as number);
    let lo = 0;
    let hi = available - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((popularity[mid] as number) < u) lo = mid + 1;
      else hi = mid;
    }
    return workouts[lo];
  };

  // Staff first: two owners and six coaches, there from the start.
  const staff: { id: number; email: string }[] = [];
  for (let s = 0; s < 8; s += 1) {
    const id = next('users');
    const role = s < 2 ? 'owner' : 'coach';
    const email = `${role}${s + 1}@staff.example.com`;
    staff.push({ id, email });
    emit('users', [
      id,
      fakerEN.person.firstName(),
      fakerEN.person.lastName(),
      email,
      options.passwordHash,
      options.studioZone,
      1,
      inviteCode(id),
      role,
      null,
      iso(from),
      iso(from),
    ]);
  }

  let premiumNow = 0;
  let finishedWorkouts = 0;

  let members = 0;
  const member = () => {
    members += 1;
    const userId = next('users');
    const signupMonth = weighted(months);
    const signupAt = Math.min(
      until - HOUR,
      signupMonth + Math.floor(r() * (addMonths(signupMonth, 1) - signupMonth)),
    );
    const place = r() < 0.65 ? { zone: options.studioZone, language: null } : pick(OTHER_ZONES);
    const language: Locale | null =
      place.language ?? (r() < 0.8 ? null : pick(['en', 'pt-BR', 'es'] as const));
    const faker = fakers[language ?? 'en'];
    const name = faker.person.firstName();
    const lastName = faker.person.lastName();
    const email = `${slug(name)}.${slug(lastName)}.${userId}@example.com`;
    const standard = place.zone === 'America/New_York' || r() < 0.2 ? 2 : 1;
    emit('users', [
      userId,
      name,
      lastName,
      email,
      options.passwordHash,
      place.zone,
      standard,
      inviteCode(userId),
      'member',
      language,
      iso(signupAt),
      iso(signupAt),
    ]);
    const source = weighted(SOURCES.map((s) => [s, s.weight] as const));
    if (r() < 0.85) {
      emit('member_sources', [
        userId,
        source.source,
        'medium' in source ? source.medium : null,
        'campaign' in source ? source.campaign : null,
        'referrer' in source ? source.referrer : null,
        pick(LANDINGS),
        iso(signupAt),
      ]);
    }

    // Onboarding: the weekly goal and its days.
    const onboarded = r() < 0.92;
    const goal = onboarded
      ? weighted([
          [2, 25],
          [3, 40],
          [4, 25],
          [5, 10],
        ] as const)
      : 1;
    const days = new Set<number>();
    while (days.size < goal) days.add(int(0, 6));
    if (onboarded) {
      const workoutDays = Object.fromEntries(WEEK_DAYS.map((d, i) => [d, days.has(i)]));
      const at = iso(signupAt + int(1, 20) * 60_000);
      emit('member_profiles', [userId, goal, JSON.stringify(workoutDays), at, at]);
    }

    // Premium: a subscription, maybe a second after a break.
    const premium = simulatePremium(userId, email, signupAt);
    if (premium.liveNow) premiumNow += 1;

    // Training: a habit (workouts a week) from sign-up until it stops, fading when it slips.
    const habit = Math.min(7, Math.max(0.2, Math.exp(0.55 + 0.7 * normal())));
    let activeUntil = signupAt + exponential(premium.ever ? 40 : 14) * WEEK;
    if (premium.liveNow) activeUntil = until;
    else if (premium.lastEnd !== null) activeUntil = Math.max(activeUntil, premium.lastEnd - r() * 21 * DAY);
    activeUntil = Math.min(activeUntil, until);
    // Some live premium members slip: their last three weeks fall well below their usual.
    const slipsFrom = premium.liveNow && r() < 0.08 ? until - 3 * WEEK : Number.POSITIVE_INFINITY;
    const hour = pick([6, 7, 12, 17, 18, 19]);
    const zoneDays = midnights.get(place.zone) as Float64Array;
    const dayIndex = (ms: number) => Math.floor((ms - from) / DAY);
    const memberDays = [...days];

    type Play = { id: number; item: SeedWorkout; start: number; finished: boolean; day: number };
    const plays: Play[] = [];
    for (let week = signupAt; week < activeUntil; week += WEEK) {
      const fade = week >= slipsFrom ? 0.15 : 1;
      const count = Math.min(7, poisson(habit * fade));
      const weekPlays: Play[] = [];
      for (let k = 0; k < count; k += 1) {
        const offset = r() < 0.7 && memberDays.length > 0 ? pick(memberDays) : int(0, 6);
        const day = dayIndex(week) + offset;
        if (day < 0 || day >= dayCount) continue;
        const start = (zoneDays[day] as number) + (hour + int(-1, 1)) * HOUR + int(0, 59) * 60_000;
        if (start < signupAt || start >= until - HOUR) continue;
        const item = pickWorkout(start);
        if (!item) continue;
        weekPlays.push({ id: 0, item, start, finished: r() < 0.88, day });
      }
      weekPlays.sort((a, b) => a.start - b.start);
      plays.push(...weekPlays);
    }
    const activity = new Map<number, { workouts: number; seconds: number }>();
    for (const play of plays) {
      play.id = next('workout_sessions');
      const end = play.start + play.item.durationSeconds * 1000;
      const finished = play.finished && end < until;
      play.finished = finished;
      emit('workout_sessions', [
        play.id,
        userId,
        play.item.id,
        iso(play.start),
        finished ? iso(end) : null,
        finished ? play.item.durationSeconds : 0,
      ]);
      if (finished) {
        finishedWorkouts += 1;
        const local = play.day;
        const day = activity.get(local) ?? { workouts: 0, seconds: 0 };
        day.workouts += 1;
        day.seconds += play.item.durationSeconds;
        activity.set(local, day);
      }
    }
    // Where the last unfinished plays stopped (one per item, the newest).
    const positioned = new Set<number>();
    for (const play of plays.slice(-6).reverse()) {
      if (play.finished || positioned.has(play.item.id)) continue;
      positioned.add(play.item.id);
      const seconds = Math.floor(r() * 0.8 * play.item.durationSeconds);
      emit('playback_positions', [
        userId,
        play.item.id,
        seconds,
        play.id,
        iso(play.start),
        iso(play.start + seconds * 1000),
      ]);
    }
    let streak = emptyStreak();
    let totalWorkouts = 0;
    let totalSeconds = 0;
    const activeDays = [...activity.keys()].sort((a, b) => a - b);
    for (const d of activeDays) {
      const day = activity.get(d) as { workouts: number; seconds: number };
      const date = dateOf(from + d * DAY);
      emit('member_activity_days', [userId, date, day.workouts, day.seconds, 0]);
      totalWorkouts += day.workouts;
      totalSeconds += day.seconds;
      streak = addWorkoutDay(streak, date, goal);
    }
    if (activeDays.length > 0) {
      emit('member_totals', [userId, totalWorkouts, totalSeconds, 0, activeDays.length]);
      emit('member_streaks', [
        userId,
        streak.openWeek,
        streak.openDays,
        streak.current,
        streak.best,
        streak.freezeMonth,
      ]);
    }

    simulateBody(userId, standard, signupAt, activeUntil);
    simulateSaved(userId, signupAt);
    if (premium.ever && r() < 0.3) simulatePrograms(userId, signupAt);
  };

  // The staff's audit trail: a few changes a day.
  const finish = (): SimulateSummary => {
    for (let at = from + 9 * HOUR; at < until; at += DAY) {
      for (let k = poisson(3); k > 0; k -= 1) {
        const actor = pick(staff);
        const action = pick(STAFF_ACTIONS);
        emit('audit_log', [
          next('audit_log'),
          iso(at + int(0, 9 * 60) * 60_000),
          actor.id,
          actor.email,
          action,
          `${action.split('.')[0]}:${int(1, 500)}`,
          JSON.stringify({ version: k }),
          JSON.stringify({ version: k + 1 }),
        ]);
      }
    }

    return { members, premiumNow, finishedWorkouts };
  };
  return { member, finish };

  /** Premium from sign-up on: whether it was ever had, is live now, and when the last one ended. */
  function simulatePremium(
    userId: number,
    email: string,
    signupAt: number,
  ): { ever: boolean; liveNow: boolean; lastEnd: number | null } {
    if (r() >= 0.48) return { ever: false, liveNow: false, lastEnd: null };
    const emailHash = crypto.createHash('sha256').update(email).digest('hex');
    const card = pick(CARDS);
    const lastFour = String(int(0, 9999)).padStart(4, '0');
    let startAt = signupAt + (r() < 0.5 ? int(1, 120) * 60_000 : exponential(30) * DAY);
    let hadBefore = false;
    let lastEnd: number | null = null;
    while (startAt < until) {
      const outcome = subscription(userId, emailHash, card, lastFour, startAt, hadBefore);
      if (outcome.end === null) return { ever: true, liveNow: true, lastEnd: null };
      lastEnd = outcome.end;
      hadBefore = true;
      // Some come back after a while, without a second trial.
      if (r() >= 0.2) break;
      startAt = outcome.end + exponential(90) * DAY;
    }
    return { ever: true, liveNow: false, lastEnd };
  }

  /** One subscription's life until it ends (its end) or is still live at `until` (null). */
  function subscription(
    userId: number,
    emailHash: string,
    card: string,
    lastFour: string,
    startAt: number,
    hadBefore: boolean,
  ): { end: number | null } {
    const id = next('subscriptions');
    const plan = weighted(PLAN_WEIGHTS);
    const promos = catalogue.promos.filter((p) => p.createdAt <= startAt);
    const promo = promos.length > 0 && r() < 0.18 ? pick(promos) : null;
    const trialDays = hadBefore ? 0 : (promo?.trialDays ?? TRIAL_DAYS);
    const price = periodTotal(pricesAfterPromo(catalogue.plans, promo?.percents)[plan], plan);
    const trialEnds = trialDays > 0 ? startAt + trialDays * DAY : null;
    const sub = {
      status: 'active' as string,
      paidThrough: trialEnds ?? startAt,
      canceledAt: null as number | null,
      graceEnds: null as number | null,
      updatedAt: startAt,
    };
    const write = () =>
      emit('subscriptions', [
        id,
        userId,
        plan,
        sub.status,
        price,
        trialEnds === null ? null : iso(trialEnds),
        iso(sub.paidThrough),
        card,
        lastFour,
        promo?.id ?? null,
        emailHash,
        'sandbox',
        `scale-sub-${id}`,
        `scale-card-${userId}`,
        sub.canceledAt === null ? null : iso(sub.canceledAt),
        sub.graceEnds === null ? null : iso(sub.graceEnds),
        iso(startAt),
        iso(sub.updatedAt),
      ]);
    const pay = (at: number, amount: number, status: 'settled' | 'failed') => {
      const paymentId = next('payments');
      const refunded = status === 'settled' && r() < 0.004;
      emit('payments', [
        paymentId,
        id,
        userId,
        amount,
        status,
        `scale-tx-${paymentId}`,
        refunded ? iso(at + int(1, 5) * DAY) : null,
        refunded ? `scale-refund-${paymentId}` : null,
        iso(at),
      ]);
    };
    const cancel = (at: number, offerMade: boolean) => {
      emit('cancellations', [
        next('cancellations'),
        userId,
        id,
        r() < 0.85 ? weighted(Object.entries(REASON_WEIGHTS) as [CancellationReason, number][]) : null,
        offerMade,
        null,
        null,
        null,
        null,
        iso(at),
        iso(at),
      ]);
      sub.status = 'canceled';
      sub.canceledAt = at;
      sub.updatedAt = at;
    };
    // The trial: some leave before it ends.
    if (trialEnds !== null && r() < 0.28) {
      const at = startAt + r() * trialDays * DAY;
      if (at >= until) sub.status = 'trial';
      else cancel(at, false);
      write();
      return { end: at >= until ? null : trialEnds };
    }
    if (trialEnds !== null && trialEnds >= until) {
      sub.status = 'trial';
      write();
      return { end: null };
    }
    let at = sub.paidThrough;
    let discounted = 0;
    let offerTaken = false;
    for (;;) {
      if (at >= until) {
        write();
        return { end: null };
      }
      // A renewal: most charges go through; a failed one has its grace to be mended.
      const amount = discounted > 0 ? Math.round((price * (100 - RETENTION_OFFER_PERCENT)) / 100) : price;
      if (discounted > 0) discounted -= 1;
      let chargedAt = at;
      if (r() < 0.035) {
        pay(at, amount, 'failed');
        const graceEnds = at + PAST_DUE_GRACE_DAYS * DAY;
        if (r() < 0.6) {
          chargedAt = at + int(1, PAST_DUE_GRACE_DAYS - 1) * DAY;
          if (chargedAt >= until) {
            sub.status = 'past_due';
            sub.graceEnds = graceEnds;
            sub.updatedAt = at;
            write();
            return { end: null };
          }
        } else {
          if (graceEnds >= until) {
            sub.status = 'past_due';
            sub.graceEnds = graceEnds;
            sub.updatedAt = at;
            write();
            return { end: null };
          }
          sub.status = 'expired';
          sub.updatedAt = graceEnds;
          write();
          return { end: graceEnds };
        }
      }
      pay(chargedAt, amount, 'settled');
      sub.paidThrough = addMonths(at, PERIOD_MONTHS[plan]);
      sub.updatedAt = chargedAt;
      const periodEnd = sub.paidThrough;
      if (r() < CHURN[plan]) {
        const answeredAt = chargedAt + r() * (periodEnd - chargedAt);
        if (answeredAt < until) {
          const offerMade = !offerTaken && plan === 'montly' && r() < 0.5;
          if (offerMade && r() < 0.25) {
            // The retention offer taken: the next charges at half price, and the subscription runs on.
            offerTaken = true;
            discounted = RETENTION_OFFER_MONTHS;
            emit('cancellations', [
              next('cancellations'),
              userId,
              id,
              weighted(Object.entries(REASON_WEIGHTS) as [CancellationReason, number][]),
              true,
              iso(answeredAt),
              Math.round((price * (100 - RETENTION_OFFER_PERCENT)) / 100),
              RETENTION_OFFER_MONTHS,
              iso(addMonths(periodEnd, RETENTION_OFFER_MONTHS)),
              null,
              iso(answeredAt),
            ]);
          } else {
            cancel(answeredAt, offerMade);
            write();
            return { end: periodEnd < until ? periodEnd : null };
          }
        }
      } else if (plan === 'montly' && r() < 0.02) {
        // A pause of one to three months from the period's end.
        const months = int(1, 3);
        const resumesAt = addMonths(periodEnd, months);
        const pausedAt = periodEnd - int(1, 10) * DAY;
        if (pausedAt < until) {
          const resumed = resumesAt < until;
          emit('subscription_pauses', [
            next('subscription_pauses'),
            userId,
            id,
            months,
            iso(pausedAt),
            iso(resumesAt),
            resumed ? iso(resumesAt - 3 * DAY) : null,
            resumed ? iso(resumesAt) : null,
            resumed ? 'date' : null,
          ]);
          if (!resumed) {
            sub.status = 'paused';
            sub.updatedAt = pausedAt;
            write();
            return { end: null };
          }
          at = resumesAt;
          continue;
        }
      }
      at = periodEnd;
    }
  }

  function simulateBody(userId: number, standard: number, signupAt: number, activeUntil: number) {
    if (r() >= 0.3) return;
    const sets = int(1, 8);
    const weight = 55 + r() * 45;
    const factor = standard === 2 ? 2.20462 : 1;
    const length = standard === 2 ? 0.393701 : 1;
    const span = Math.max(DAY, Math.min(activeUntil, until - HOUR) - signupAt);
    for (let s = 0; s < sets; s += 1) {
      const loss = 1 - s * 0.01;
      const measures = MEASUREMENT_KEYS.map((key) =>
        key === 'weight'
          ? Math.round(weight * loss * factor * 10) / 10
          : Math.round(GIRTHS[key] * loss * length * 10) / 10,
      );
      emit('measurement_sets', [
        next('measurement_sets'),
        userId,
        standard,
        ...measures,
        iso(signupAt + Math.floor(((s + 0.5) / sets) * span)),
      ]);
    }
  }

  function simulateSaved(userId: number, signupAt: number) {
    if (r() >= 0.25) return;
    for (const kind of ['workout', 'recipe'] as const) {
      if (r() < 0.5) continue;
      const names = LIST_NAMES[kind];
      const count = int(1, Math.min(3, names.length));
      for (let l = 0; l < count; l += 1) {
        const listId = next('saved_lists');
        const at = signupAt + int(1, 60) * DAY;
        if (at >= until) return;
        emit('saved_lists', [listId, userId, kind, names[l] as string, iso(at)]);
        const pool = kind === 'workout' ? workouts.map((w) => w.id) : catalogue.recipes;
        const chosen = new Set<number>();
        const size = Math.min(pool.length, int(2, 10));
        while (chosen.size < size) chosen.add(pick(pool));
        [...chosen].forEach((itemId, k) => {
          emit('saved_list_items', [listId, itemId, iso(at + (k + 1) * 60_000)]);
        });
      }
    }
  }

  function simulatePrograms(userId: number, signupAt: number) {
    let startsAt = signupAt + exponential(60) * DAY;
    for (let bought = 0; bought < 2 && startsAt < until && catalogue.programs.length > 0; bought += 1) {
      const program = pick(catalogue.programs);
      const id = next('program_purchases');
      const endsAt = startsAt + program.weeks * WEEK;
      const done = r() < 0.35 ? program.days.length : Math.floor(r() * program.days.length);
      const elapsed = Math.min(1, (until - startsAt) / (endsAt - startsAt));
      const reached = Math.min(done, Math.floor(elapsed * program.days.length));
      const completed = reached === program.days.length && program.days.length > 0;
      const status = completed ? 'completed' : endsAt >= until ? 'active' : 'ended';
      const dayAt = (k: number) => startsAt + ((k + 1) / (program.days.length + 1)) * (endsAt - startsAt);
      emit('program_purchases', [
        id,
        userId,
        program.id,
        status,
        iso(startsAt),
        iso(endsAt),
        program.priceCents,
        'sandbox',
        `scale-program-${id}`,
        pick(CARDS),
        String(int(0, 9999)).padStart(4, '0'),
        completed ? iso(dayAt(reached - 1)) : null,
        iso(startsAt),
      ]);
      for (let k = 0; k < reached; k += 1) {
        const day = program.days[k] as { week: number; day: number };
        emit('program_progress', [id, day.week, day.day, iso(dayAt(k))]);
      }
      if (r() < 0.4 && catalogue.recipes.length > 0) {
        const planId = next('meal_plans');
        const at = iso(startsAt + HOUR);
        emit('meal_plans', [planId, userId, id, int(1, 3), at, at]);
        const chosen = new Set<number>();
        const size = Math.min(catalogue.recipes.length, int(3, 7));
        while (chosen.size < size) chosen.add(pick(catalogue.recipes));
        [...chosen].forEach((itemId, k) => {
          emit('meal_plan_recipes', [planId, itemId, k + 1]);
        });
      }
      if (status === 'active') return;
      startsAt = endsAt + exponential(45) * DAY;
    }
  }
};

/** A member's invite code: ten hex digits, unique per id (an odd multiplier is a bijection mod 2^40). */
const inviteCode = (id: number): string =>
  ((BigInt(id) * 0x9e3779b97fn) & 0xffffffffffn).toString(16).padStart(10, '0');

const slug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
