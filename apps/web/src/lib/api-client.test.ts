import { AUTH_HEADERS, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@studio/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, requestHeaders } from './api-client';
import { dropEarly, readEarly } from './early-reads';
import { writeSession } from './session';

/** The network as fetch sees it: each call takes the next outcome (an answer, or a lost connection). */
const network = (...outcomes: ('lost' | object)[]) => {
  const calls: Headers[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init: RequestInit) => {
      calls.push(new Headers(init.headers));
      const outcome = outcomes.shift();
      if (outcome === 'lost' || outcome === undefined) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(outcome), { status: 200 });
    }),
  );
  return calls;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  dropEarly();
  window.localStorage.clear();
});

describe('apiFetch: a repeatable write (issue 16, decision 0019)', () => {
  it('asks again with the same key after a lost answer', async () => {
    vi.useFakeTimers();
    const calls = network('lost', { ok: true });
    const answer = apiFetch('/api/x', { method: 'POST', json: {}, repeatable: true });
    await vi.runAllTimersAsync();
    await expect(answer).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
    const [first, second] = calls.map((headers) => headers.get(IDEMPOTENCY_HEADER));
    expect(first).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(second).toBe(first);
  });

  it('gives up after three tries, and each write has a key of its own', async () => {
    vi.useFakeTimers();
    const calls = network('lost', 'lost', 'lost', { ok: true });
    const answer = apiFetch('/api/x', { method: 'POST', json: {}, repeatable: true }).catch((e) => e);
    await vi.runAllTimersAsync();
    expect(await answer).toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(3);
    await apiFetch('/api/x', { method: 'POST', json: {}, repeatable: true });
    expect(calls[3]?.get(IDEMPOTENCY_HEADER)).not.toBe(calls[0]?.get(IDEMPOTENCY_HEADER));
  });

  it('never repeats, nor keys, a write that is not repeatable', async () => {
    const calls = network('lost', { ok: true });
    await expect(apiFetch('/api/x', { method: 'POST', json: {} })).rejects.toMatchObject({
      code: 'unreachable',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.has(IDEMPOTENCY_HEADER)).toBe(false);
  });
});

describe('apiFetch: the first reads sent while the page loads (issue 13, lib/early-reads.ts)', () => {
  const member = (email: string) => writeSession({ email, token: `token-${email}` });

  it('takes the early answer of the same GET once, then asks the network again', async () => {
    member('ann@example.com');
    const calls = network({ answer: 'early' }, { answer: 'later' });
    readEarly('/api/me', requestHeaders());
    await expect(apiFetch('/api/me')).resolves.toEqual({ answer: 'early' });
    await expect(apiFetch('/api/me')).resolves.toEqual({ answer: 'later' });
    expect(calls).toHaveLength(2);
  });

  it("never gives a member the answer sent with another member's session", async () => {
    member('ann@example.com');
    const calls = network({ name: 'Ann' }, { name: 'Bob' });
    readEarly('/api/me', requestHeaders());
    member('bob@example.com');
    await expect(apiFetch('/api/me')).resolves.toEqual({ name: 'Bob' });
    expect(calls.map((headers) => headers.get(AUTH_HEADERS.email))).toEqual([
      'ann@example.com',
      'bob@example.com',
    ]);
  });

  it('asks again once the guard has sent the member elsewhere, or the answer is old', async () => {
    member('ann@example.com');
    const calls = network({ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 });
    readEarly('/api/home', requestHeaders());
    dropEarly();
    await expect(apiFetch('/api/home')).resolves.toEqual({ n: 2 });
    vi.useFakeTimers();
    readEarly('/api/home', requestHeaders());
    vi.advanceTimersByTime(10_000);
    await expect(apiFetch('/api/home')).resolves.toEqual({ n: 4 });
    expect(calls).toHaveLength(4);
  });

  it('never answers a write with an early read', async () => {
    member('ann@example.com');
    const calls = network({ read: true }, { written: true });
    readEarly('/api/x', requestHeaders());
    await expect(apiFetch('/api/x', { method: 'POST', json: {} })).resolves.toEqual({ written: true });
    expect(calls).toHaveLength(2);
  });
});
