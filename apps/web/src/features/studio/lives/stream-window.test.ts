import { describe, expect, it } from 'vitest';
import { livesPollMs, ON_AIR_POLL_MS } from './stream-window';
import { aLive, aStream } from './testing';

const MINUTE = 60_000;
// 18:30 for 45 minutes: the engine takes its stream from 18:00 to 20:15.
const live = aLive({ event_date: '2099-01-15T18:30:00.000Z', duration_minutes: 45, stream: aStream() });
const at = (time: string) => Date.parse(`2099-01-15T${time}:00.000Z`);

describe('livesPollMs (issue 37)', () => {
  it('asks every 10 s while a class is within its window, from 30 min before to 60 min after', () => {
    expect(livesPollMs([live], at('18:00'))).toBe(ON_AIR_POLL_MS);
    expect(livesPollMs([live], at('20:15'))).toBe(ON_AIR_POLL_MS);
  });

  it('asks again when the next window opens, an hour at most', () => {
    expect(livesPollMs([live], at('17:45'))).toBe(15 * MINUTE);
    expect(livesPollMs([live], at('12:00'))).toBe(60 * MINUTE);
  });

  it('asks no more once the windows are over, or without an engine, or for a cancelled class', () => {
    expect(livesPollMs([live], at('20:16'))).toBe(false);
    expect(livesPollMs([{ ...live, stream: null }], at('18:30'))).toBe(false);
    expect(livesPollMs([{ ...live, cancelled: true }], at('18:30'))).toBe(false);
  });

  it('keeps asking while a class is on air, whatever its window', () => {
    const onAir = { ...live, stream: aStream({ on_air_since: '2099-01-15T20:10:00.000Z' }) };
    expect(livesPollMs([onAir], at('21:00'))).toBe(ON_AIR_POLL_MS);
  });
});
