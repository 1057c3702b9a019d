import { Writable } from 'node:stream';
import { apiPaths } from '@studio/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, type TestApp } from './helper';

/** Issue 16 "See what it does": one id per request, on its answer and on every log line of it. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
let app: FastifyInstance;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  app = await buildApp({ deps: t.app.deps, logger: { level: 'info', stream } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe('the request id', () => {
  it('is made for a request that brings none, and differs between requests', async () => {
    const one = await app.inject({ method: 'GET', url: '/api/health' });
    const two = await app.inject({ method: 'GET', url: '/api/health' });
    expect(one.headers['x-request-id']).toMatch(UUID);
    expect(two.headers['x-request-id']).toMatch(UUID);
    expect(one.headers['x-request-id']).not.toBe(two.headers['x-request-id']);
  });

  it("is the load balancer's when it sends one, on the answer and on the request's log line", async () => {
    const response = await app.inject({
      method: 'GET',
      url: apiPaths.me,
      headers: { 'x-request-id': 'nginx-7f3a9c01e2' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-request-id']).toBe('nginx-7f3a9c01e2');
    expect(lines).toContainEqual(
      expect.objectContaining({ reqId: 'nginx-7f3a9c01e2', msg: 'request completed' }),
    );
  });

  it('replaces an id no load balancer writes (too long, or with spaces and markup)', async () => {
    for (const forged of ['x'.repeat(129), 'a b', '<script>alert(1)</script>']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': forged },
      });
      expect(response.headers['x-request-id']).toMatch(UUID);
    }
    expect(JSON.stringify(lines)).not.toContain('<script>');
  });
});
