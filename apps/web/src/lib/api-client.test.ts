import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@studio/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './api-client';

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
