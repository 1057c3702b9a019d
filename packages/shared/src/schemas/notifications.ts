import { z } from 'zod/mini';

/**
 * Push notifications and reminders (issue 39, decision 0049). A member's devices each hold a Web
 * Push subscription; what they get is switched per kind in their settings, with quiet hours in
 * their zone, and mail stands in where they chose it and no device can be reached.
 */
export const notificationPaths = {
  /** GET: the server's VAPID public key, for `pushManager.subscribe` (public). */
  pushKey: '/api/v4/push/key',
  /** PUT: keep this device's subscription for the member. DELETE: forget it (sign-out, switch off). */
  pushSubscription: '/api/v4/users/me/push-subscription',
  /** GET / PUT: what the member wants to be told, when, and how. */
  settings: '/api/v4/users/me/notification-settings',
} as const;

/** What a member may be told, each switchable in settings. */
export const NOTIFICATION_KINDS = [
  'workout_day',
  'live_class',
  'streak',
  'program',
  'challenge',
  'billing',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A live class's reminder goes this many minutes before it starts. */
export const LIVE_REMINDER_MINUTES = 15;
/** A reminder whose time came while the server was down is still sent within this many minutes. */
export const REMINDER_WINDOW_MINUTES = 30;

/** A time of day, `HH:MM` on a 24-hour clock. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = () => z.string().check(z.regex(TIME_OF_DAY, { error: 'common.validation.notValid' }));

export const PushKeySchema = z.object({ public_key: z.string() });
export type PushKey = z.output<typeof PushKeySchema>;

/** A `PushSubscription.toJSON()`: where the push service takes this device's messages, and its keys. */
export const PushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'common.validation.notValid' }).check(z.maxLength(2048)),
  keys: z.object({
    p256dh: z.string().check(z.minLength(1), z.maxLength(200)),
    auth: z.string().check(z.minLength(1), z.maxLength(100)),
  }),
});
export type PushSubscriptionInput = z.input<typeof PushSubscriptionSchema>;

/** The member's devices that can be reached, after a subscription was kept or forgotten. */
export const PushDevicesSchema = z.object({ devices: z.number() });

export const PushEndpointSchema = z.object({ endpoint: z.string().check(z.minLength(1), z.maxLength(2048)) });

export const NotificationSettingsSchema = z.object({
  /** Switched on per kind. */
  kinds: z.object(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<
      NotificationKind,
      z.ZodMiniBoolean<boolean>
    >,
  ),
  /** When "today is a workout day" comes, in the member's zone. */
  workout_time: timeOfDay(),
  /** Nothing is shown from `start` to `end` (the member's zone); null: no quiet hours. */
  quiet_hours: z.nullable(z.object({ start: timeOfDay(), end: timeOfDay() })),
  /** A mail when no device of the member's can be reached. */
  mail_fallback: z.boolean(),
});
export type NotificationSettings = z.output<typeof NotificationSettingsSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  kinds: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])) as Record<
    NotificationKind,
    boolean
  >,
  workout_time: '18:00',
  quiet_hours: { start: '22:00', end: '07:00' },
  mail_fallback: false,
};

/** What a push message carries: the service worker shows it and opens `path` when tapped. */
export type PushPayload = { title: string; body: string; path: string; tag: string };

/** A page of the app a notification may open: a path of this site, else home. */
export const pushPath = (path: unknown): string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')
    ? path
    : '/page/home';

/** A push message's payload as the service worker reads it; null when it is not one of ours. */
export const readPush = (text: string | undefined): PushPayload | null => {
  try {
    const value = JSON.parse(text ?? '') as Partial<PushPayload>;
    if (typeof value.title !== 'string') return null;
    return {
      title: value.title,
      body: typeof value.body === 'string' ? value.body : '',
      path: pushPath(value.path),
      tag: typeof value.tag === 'string' ? value.tag : '',
    };
  } catch {
    return null;
  }
};

/** The service worker's window clients, as much of them as a tap on a notification uses. */
export type WindowClientLike = {
  url: string;
  focus: () => Promise<unknown>;
  navigate: (url: string) => Promise<unknown>;
};
export type ClientsLike = {
  matchAll: (options: {
    type: 'window';
    includeUncontrolled: boolean;
  }) => Promise<readonly WindowClientLike[]>;
  openWindow: (url: string) => Promise<unknown>;
};

/**
 * A tap on a notification: its page, in the app's window when one is open (focused and moved
 * there), else in a new one. Only a page of this site opens (`pushPath`).
 */
export const openPushTarget = async (clients: ClientsLike, origin: string, data: unknown): Promise<void> => {
  const url = new URL(pushPath((data as { path?: unknown } | null)?.path), origin).href;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === origin);
  if (!open) {
    await clients.openWindow(url);
    return;
  }
  // Brought forward while the tap's permission to focus lasts, then moved; where focusing is
  // refused, the page still moves. A window the worker does not control cannot be moved: the page
  // opens in a new one.
  await open.focus().catch(() => undefined);
  await open.navigate(url).catch(() => clients.openWindow(url));
};

/** True when `time` (HH:MM) falls in quiet hours from `start` to `end`, which may cross midnight. */
export const inQuietHours = (time: string, quiet: { start: string; end: string } | null): boolean => {
  if (!quiet || quiet.start === quiet.end) return false;
  return quiet.start < quiet.end
    ? time >= quiet.start && time < quiet.end
    : time >= quiet.start || time < quiet.end;
};
