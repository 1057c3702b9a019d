import { describe, expect, it } from 'vitest';
import type { ChangeFeed, FeedListener, MemberChange } from '../../db/change-feed';
import { createMemberCache } from './member-cache';
import type { Member } from './sessions';

/** A feed the test drives: what PostgreSQL's notifications would deliver, and when the connection drops. */
const manualFeed = () => {
  const listeners = new Set<FeedListener>();
  const feed = {
    live: true as boolean,
    subscribe: (listener: FeedListener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onLive: () => () => {},
    barrier: async () => {},
    close: async () => {},
  } satisfies ChangeFeed;
  return {
    feed,
    change: (change: MemberChange) => {
      for (const l of listeners) l.change(change);
    },
    drop: () => {
      feed.live = false;
      for (const l of listeners) l.reset();
    },
    back: () => {
      for (const l of listeners) l.reset();
      feed.live = true;
    },
  };
};

const member = (userId: number) =>
  ({ userId, sessionId: userId * 10, email: `m${userId}@example.com` }) as Member;
const later = () => Date.now() + 60_000;

describe('the member cache (decision 0010)', () => {
  it('serves what was stored until the member changes, and only that member', () => {
    const { feed, change } = manualFeed();
    const cache = createMemberCache(feed);
    cache.putSession('t1', member(1), later(), cache.stamp());
    cache.putSession('t2', member(2), later(), cache.stamp());
    cache.putUserBody(1, '{"id":1}', later(), cache.stamp());
    expect(cache.session('t1')?.userId).toBe(1);
    expect(cache.userBody(1)).toBe('{"id":1}');
    change(1);
    expect(cache.session('t1')).toBeUndefined();
    expect(cache.userBody(1)).toBeUndefined();
    expect(cache.session('t2')?.userId).toBe(2);
    change('all');
    expect(cache.session('t2')).toBeUndefined();
  });

  it('keeps out a read that a change overtook while it ran', () => {
    const { feed, change } = manualFeed();
    const cache = createMemberCache(feed);
    const before = cache.stamp();
    change(1);
    cache.putUserBody(1, 'stale', later(), before);
    expect(cache.userBody(1)).toBeUndefined();
    // Another member's change does not spoil the read; a read begun after the change is kept.
    const other = cache.stamp();
    change(2);
    cache.putUserBody(1, 'fresh', later(), other);
    expect(cache.userBody(1)).toBe('fresh');
  });

  it('serves and stores nothing while the feed is down, and starts empty when it is back', () => {
    const { feed, drop, back } = manualFeed();
    const cache = createMemberCache(feed);
    cache.putUserBody(1, 'before', later(), cache.stamp());
    const during = cache.stamp();
    drop();
    expect(cache.userBody(1)).toBeUndefined();
    cache.putUserBody(1, 'while down', later(), cache.stamp());
    back();
    expect(cache.userBody(1)).toBeUndefined();
    // A read that began while the feed was down may have missed a change: never stored.
    cache.putUserBody(1, 'begun while down', later(), during);
    expect(cache.userBody(1)).toBeUndefined();
    cache.putUserBody(1, 'after', later(), cache.stamp());
    expect(cache.userBody(1)).toBe('after');
  });

  it('lets an entry go at its own expiry', () => {
    const { feed } = manualFeed();
    const cache = createMemberCache(feed);
    cache.putSession('t1', member(1), Date.now() - 1, cache.stamp());
    expect(cache.session('t1')).toBeUndefined();
  });

  it('forgets an answer stored twice under one key when the member changes', () => {
    const { feed, change } = manualFeed();
    const cache = createMemberCache(feed);
    cache.putAnswer(1, 'home', 'first', later(), cache.stamp());
    cache.putAnswer(1, 'home', 'second', later(), cache.stamp());
    expect(cache.answer(1, 'home')).toBe('second');
    change(1);
    expect(cache.answer(1, 'home')).toBeUndefined();
  });

  it('keeps at most 100 answers of one member, and still serves the others', () => {
    const { feed } = manualFeed();
    const cache = createMemberCache(feed);
    for (let i = 0; i < 150; i += 1) cache.putAnswer(1, `page ${i}`, `answer ${i}`, later(), cache.stamp());
    expect(cache.answer(1, 'page 99')).toBe('answer 99');
    expect(cache.answer(1, 'page 100')).toBeUndefined();
    cache.putAnswer(2, 'home', 'theirs', later(), cache.stamp());
    expect(cache.answer(2, 'home')).toBe('theirs');
  });
});
