import { describe, expect, it } from 'vitest';
import { type ClientsLike, inQuietHours, openPushTarget, readPush } from './notifications';

const ORIGIN = 'https://studio.example';

/** Window clients as a browser gives them to a service worker; what was done to them, in order. */
const windows = (...urls: string[]) => {
  const done: string[] = [];
  const clients: ClientsLike = {
    matchAll: async () =>
      urls.map((url) => ({
        url,
        focus: async () => done.push(`focus ${url}`),
        navigate: async (to: string) => done.push(`navigate ${url} -> ${to}`),
      })),
    openWindow: async (url) => done.push(`open ${url}`),
  };
  return { clients, done };
};

describe('a tap on a notification (issue 39)', () => {
  it("moves the app's open window to the page, focused", async () => {
    const { clients, done } = windows('https://elsewhere.example/', `${ORIGIN}/page/home`);
    await openPushTarget(clients, ORIGIN, { path: '/page/on_demand?item=live_training-4' });
    expect(done).toEqual([
      `focus ${ORIGIN}/page/home`,
      `navigate ${ORIGIN}/page/home -> ${ORIGIN}/page/on_demand?item=live_training-4`,
    ]);
  });

  it('moves the window even where focusing it is refused, and opens one where it cannot move', async () => {
    const done: string[] = [];
    const refusing = (navigates: boolean): ClientsLike => ({
      matchAll: async () => [
        {
          url: `${ORIGIN}/page/home`,
          focus: () => Promise.reject(new Error('InvalidAccessError')),
          navigate: async (to: string) => {
            if (!navigates) throw new TypeError('not controlled');
            done.push(`navigate ${to}`);
          },
        },
      ],
      openWindow: async (url) => done.push(`open ${url}`),
    });
    await openPushTarget(refusing(true), ORIGIN, { path: '/page/challenges' });
    await openPushTarget(refusing(false), ORIGIN, { path: '/page/subscription' });
    expect(done).toEqual([`navigate ${ORIGIN}/page/challenges`, `open ${ORIGIN}/page/subscription`]);
  });

  it('opens a window when the app has none, and only pages of this site', async () => {
    const { clients, done } = windows();
    await openPushTarget(clients, ORIGIN, { path: '//evil.example/x' });
    await openPushTarget(clients, ORIGIN, { path: 'https://evil.example/' });
    await openPushTarget(clients, ORIGIN, { path: '/page/subscription' });
    expect(done).toEqual([
      `open ${ORIGIN}/page/home`,
      `open ${ORIGIN}/page/home`,
      `open ${ORIGIN}/page/subscription`,
    ]);
  });
});

describe('a push message and quiet hours', () => {
  it('reads our payload and nothing else', () => {
    expect(readPush('{"title":"Hi","body":"b","path":"/page/home","tag":"t"}')).toEqual({
      title: 'Hi',
      body: 'b',
      path: '/page/home',
      tag: 't',
    });
    expect(readPush('not json')).toBeNull();
    expect(readPush(undefined)).toBeNull();
    expect(readPush('{"body":"no title"}')).toBeNull();
  });

  it('holds quiet hours across midnight and within a day', () => {
    const night = { start: '22:00', end: '07:00' };
    expect(['22:00', '23:59', '00:00', '06:59'].map((time) => inQuietHours(time, night))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['07:00', '12:00', '21:59'].map((time) => inQuietHours(time, night))).toEqual([
      false,
      false,
      false,
    ]);
    const lunch = { start: '12:00', end: '13:00' };
    expect(['11:59', '12:00', '12:59', '13:00'].map((time) => inQuietHours(time, lunch))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(inQuietHours('03:00', null)).toBe(false);
  });
});
