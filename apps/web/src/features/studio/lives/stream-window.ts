import { LIVE_EARLY_MINUTES, LIVE_LATE_MINUTES, type StudioLive } from '@studio/shared';

const MINUTE = 60_000;
/** How often the classes are asked again while one may be on air (ms): "On air" comes and goes. */
export const ON_AIR_POLL_MS = 10_000;
/** The longest wait for the next class's window: an hour, far under a browser timer's limit. */
const MAX_WAIT_MS = 60 * MINUTE;

/**
 * When the engine takes a class's stream (issue 37): from LIVE_EARLY_MINUTES before its start to
 * LIVE_LATE_MINUTES after its scheduled end, as instants (ms).
 */
export const streamWindow = (live: StudioLive): { opens: number; closes: number } => {
  const start = Date.parse(live.event_date);
  return {
    opens: start - LIVE_EARLY_MINUTES * MINUTE,
    closes: start + (live.duration_minutes + LIVE_LATE_MINUTES) * MINUTE,
  };
};

/**
 * When the classes are asked again: every 10 s while a class streamed through Studio is within
 * its window (or on air), else when the next window opens (a page left open sees it), else never.
 */
export const livesPollMs = (lives: readonly StudioLive[], now: number): number | false => {
  let next = Number.POSITIVE_INFINITY;
  for (const live of lives) {
    if (live.cancelled || !live.stream) continue;
    const { opens, closes } = streamWindow(live);
    if (live.stream.on_air_since || (now >= opens && now <= closes)) return ON_AIR_POLL_MS;
    if (opens > now) next = Math.min(next, opens - now);
  }
  return Number.isFinite(next) ? Math.min(Math.max(next, ON_AIR_POLL_MS), MAX_WAIT_MS) : false;
};
