import { livePaths } from '@studio/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aChat, aChatMessage, LIVE_ID, stubLiveChat } from '../testing';
import { followChatEvents } from './chat-events';

const events = livePaths.chatEvents(LIVE_ID);

/** Follows class 9's chat from message `newest` (which the events move on), until the test ends. */
const follow = (state: { newest: number }) => {
  const controller = new AbortController();
  const received: unknown[] = [];
  const done = followChatEvents({
    itemId: LIVE_ID,
    signal: controller.signal,
    after: () => state.newest,
    onEvent: (event) => {
      received.push(event);
      if (event.type === 'message') state.newest = event.message.id;
    },
  });
  return { controller, received, done };
};

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('followChatEvents (issue 37)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("reconnects after the server's retry from the newest message, and stops when aborted", async () => {
    const { connections } = stubLiveChat(aChat());
    const { controller, received, done } = follow({ newest: 1 });
    await tick(0);
    expect(connections.map((connection) => connection.url)).toEqual([`${events}?after=1`]);

    connections[0]?.write('retry: 3000\n\n');
    connections[0]?.send('message', aChatMessage({ id: 7 }));
    connections[0]?.send('viewers', { viewers: 4 });
    connections[0]?.close();
    await tick(2_999);
    expect(connections).toHaveLength(1);
    await tick(1);
    expect(connections.map((connection) => connection.url)).toEqual([
      `${events}?after=1`,
      `${events}?after=7`,
    ]);
    expect(received).toEqual([
      { type: 'message', message: aChatMessage({ id: 7 }) },
      { type: 'viewers', viewers: 4 },
    ]);

    controller.abort();
    await done;
    await tick(60_000);
    expect(connections).toHaveLength(2);
  });

  it('waits twice as long after each failure in a row, up to 10 s', async () => {
    let attempts = 0;
    vi.stubGlobal('fetch', async () => {
      attempts += 1;
      throw new TypeError('Failed to fetch');
    });
    const { controller } = follow({ newest: 0 });
    await tick(0);
    expect(attempts).toBe(1);
    // 2 s, then 4, 8, 10, 10.
    for (const [wait, total] of [
      [2_000, 2],
      [4_000, 3],
      [8_000, 4],
      [10_000, 5],
      [10_000, 6],
    ] as const) {
      await tick(wait - 1);
      expect(attempts).toBe(total - 1);
      await tick(1);
      expect(attempts).toBe(total);
    }
    controller.abort();
  });

  it('gives up on a refusal that a retry would not change', async () => {
    let asked = 0;
    vi.stubGlobal('fetch', async () => {
      asked += 1;
      return Response.json({ code: 'premium_required', message: 'Premium only' }, { status: 403 });
    });
    await follow({ newest: 0 }).done;
    await tick(60_000);
    expect(asked).toBe(1);
  });
});
