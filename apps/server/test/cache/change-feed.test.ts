import { afterAll, describe, expect, it } from 'vitest';
import { postgresChangeFeed } from '../../src/db/change-feed';
import { silentRelay } from '../relay';

/**
 * Decision 0010: a listening connection that goes silent (a failover or a network cut that sends no
 * reset) must turn the feed off within the heartbeat's 2 s, never hold the process's writes.
 */
const serverUrl = process.env.DATABASE_URL;

const until = async (condition: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return condition();
};

describe.skipIf(!serverUrl)('the member change feed on PostgreSQL', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it('drops a listening connection that went silent within the barrier time-out, and resets its caches', async () => {
    const proxy = await silentRelay(new URL(serverUrl as string));
    closers.push(proxy.close);
    const feed = postgresChangeFeed(proxy.url, () => {});
    closers.push(feed.close);
    let resets = 0;
    feed.subscribe({ change: () => {}, reset: () => (resets += 1) });
    expect(await until(() => feed.live, 10_000)).toBe(true);
    await feed.barrier();
    const before = resets;

    proxy.goSilent();
    const started = Date.now();
    await feed.barrier();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(feed.live).toBe(false);
    expect(resets).toBeGreaterThan(before);
    // Writes do not wait on a feed that is down.
    const again = Date.now();
    await feed.barrier();
    expect(Date.now() - again).toBeLessThan(100);
  }, 30_000);
});
