import net from 'node:net';
import { apiPaths } from '@studio/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, type TestApp } from './helper';

/**
 * Issue 16 "See what it does": GET /metrics in Prometheus's format, behind a token on the public
 * port or on a port of its own, with requests by route and status, latency, the job queue and the
 * process.
 */
const TOKEN = 'metrics-token-0123456789';
let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  app = await t.buildApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => t?.close());

const scrape = async (target = app) => {
  const response = await target.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
};

/** A counter's value for one set of labels, as the text format writes it. */
const sample = (text: string, name: string, labels: string): number => {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(labels));
  return line ? Number(line.split(' ').at(-1)) : 0;
};

describe('GET /metrics', () => {
  it('is refused without the token, or with a wrong one, and absent when no token is set', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.replace('0', '1')}` },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('counts answers by route pattern and status, with their latency', async () => {
    const member = await createMember(app);
    const before = await scrape();
    const route = `route="${apiPaths.me}"`;
    for (let i = 0; i < 3; i += 1)
      await app.inject({ method: 'GET', url: apiPaths.me, headers: member.headers });
    await app.inject({ method: 'GET', url: apiPaths.me });
    const after = await scrape();
    const ok = `method="GET",${route},status="200"`;
    expect(
      sample(after, 'studio_http_request_duration_seconds_count', ok) -
        sample(before, 'studio_http_request_duration_seconds_count', ok),
    ).toBe(3);
    const refused = `method="GET",${route},status="401"`;
    expect(
      sample(after, 'studio_http_request_duration_seconds_count', refused) -
        sample(before, 'studio_http_request_duration_seconds_count', refused),
    ).toBe(1);
    // Their latency: the histogram's sum grew by the time those answers took.
    expect(sample(after, 'studio_http_request_duration_seconds_sum', ok)).toBeGreaterThan(
      sample(before, 'studio_http_request_duration_seconds_sum', ok),
    );
    // An item's path is counted under its pattern, not one series per id.
    await app.inject({ method: 'GET', url: apiPaths.updateUser(987654) });
    expect(await scrape()).not.toContain('987654');
  });

  it('is served on a port of its own to the scraper when METRICS_PORT is set, and nothing else there', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const scraped = await t.buildApp({ METRICS_PORT: String(port) });
    await scraped.listen({ port: 0, host: '127.0.0.1' });
    try {
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toMatch(/^process_resident_memory_bytes \d/m);
      expect((await fetch(`http://127.0.0.1:${port}${apiPaths.me}`)).status).toBe(404);
      // Not on the public port without a token.
      expect((await scraped.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await scraped.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });

  it('shows the job queue, its attempts, and the process', async () => {
    const member = await createMember(app);
    await app.inject({ method: 'POST', url: apiPaths.recovery, payload: { email: member.email } });
    expect(sample(await scrape(), 'studio_jobs', 'kind="mail",state="queued"')).toBe(1);
    await app.jobs.runReady();
    const text = await scrape();
    expect(sample(text, 'studio_jobs', 'kind="mail",state="queued"')).toBe(0);
    expect(sample(text, 'studio_job_attempts_total', 'kind="mail",outcome="completed"')).toBe(1);
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(text).toMatch(new RegExp(`^${name} \\d`, 'm'));
    }
    if (t.database.url) expect(text).toMatch(/^studio_db_pool_connections\{state="max"\} 10$/m);
  });
});
