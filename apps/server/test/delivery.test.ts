import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { apiPaths } from '@studio/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberWithProfile, createTestApp, type TestApp } from './helper';

/**
 * Issue 13 "Delivery": the built app precompressed and negotiated, hashed assets cached for a year,
 * index.html revalidated, API answers compressed above 1 KB when asked, member answers never stored.
 * A small build of our own (what Vite and vite-plugin-compression2 write) in this file's folder.
 */
let t: TestApp;
let app: FastifyInstance;
const script = `console.log(${JSON.stringify('studio '.repeat(600))});`;
const html = `<!doctype html><html><head><title>Studio</title></head><body>${'<!-- app -->'.repeat(150)}<div id="root"></div></body></html>`;

beforeAll(async () => {
  t = await createTestApp();
  const dist = path.join(t.dataDir, 'web-dist');
  await fs.mkdir(path.join(dist, 'assets'), { recursive: true });
  const write = async (name: string, body: string) => {
    await fs.writeFile(path.join(dist, name), body);
    await fs.writeFile(path.join(dist, `${name}.br`), zlib.brotliCompressSync(body));
    await fs.writeFile(path.join(dist, `${name}.gz`), zlib.gzipSync(body));
  };
  await write('assets/index-Ab12Cd34.js', script);
  await write('index.html', html);
  await fs.writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await write('sw.js', `self.addEventListener('fetch', () => {}); // ${'precache '.repeat(200)}`);
  await fs.writeFile(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Studio' }));
  app = await t.buildApp({ WEB_DIST: dist });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the built app', () => {
  it('sends a hashed asset as brotli, gzip or plain by Accept-Encoding, cached for a year', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    for (const response of [br, gzip, plain]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers index.html for app routes, compressed and revalidated on every load', async () => {
    for (const url of ['/', '/page/home', '/sign/login']) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(response.rawPayload).toString(), url).toBe(html);
    }
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('revalidates the service worker on every check, so a deploy reaches installed apps (decision 0034)', async () => {
    const worker = await get('/sw.js', { 'accept-encoding': 'br' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['content-encoding']).toBe('br');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/application\/manifest\+json/);
    expect(manifest.json()).toEqual({ name: 'Studio' });
  });
});

describe('API answers', () => {
  it('are compressed above 1 KB when asked, and sent plain otherwise', async () => {
    const docs = await get('/api/docs/json', { 'accept-encoding': 'gzip' });
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(docs.rawPayload).toString()).openapi).toBeDefined();
    const br = await get('/api/docs/json', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect((await get('/api/docs/json')).headers['content-encoding']).toBeUndefined();
    const health = await get(apiPaths.health, { 'accept-encoding': 'gzip' });
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it("a member's answers, compressed or not, are private and never stored", async () => {
    const member = await createMemberWithProfile(app);
    for (const encoding of ['gzip', 'identity']) {
      const me = await get(apiPaths.me, { ...member.headers, 'accept-encoding': encoding });
      expect(me.statusCode).toBe(200);
      expect(me.headers['cache-control']).toBe('private, no-store');
      const body = encoding === 'gzip' ? zlib.gunzipSync(me.rawPayload).toString() : me.body;
      expect(JSON.parse(body).email).toBe(member.email);
    }
    const lists = await get('/api/v4/users/me/saved_lists', member.headers);
    expect(lists.headers['cache-control']).toBe('private, no-store');
    expect((await get(apiPaths.me)).headers['cache-control']).toBe('private, no-store');
  });
});
