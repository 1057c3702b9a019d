import { apiPaths, CAST_SENDER_URL, errorCodeStatus } from '@studio/shared';
import { english } from '@studio/shared/english';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMember, createTestApp, query, signUpBody, type TestApp } from './helper';
import { importSample } from './library/catalog';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Every path of the accounts and health features, as OpenAPI spells them. */
const accountPaths = [
  apiPaths.health,
  apiPaths.login,
  apiPaths.logout,
  apiPaths.register,
  apiPaths.recovery,
  apiPaths.resetPassword,
  apiPaths.updateUser('{id}'),
  apiPaths.changePassword,
  apiPaths.destroyUser,
  apiPaths.me,
  apiPaths.profiles,
  apiPaths.myProfile,
  apiPaths.purchasePlans,
  apiPaths.clientToken,
  apiPaths.validatePromoCode,
  apiPaths.discountInformation,
  apiPaths.webPayment,
  apiPaths.braintreeWebhooks,
  apiPaths.subscription,
  apiPaths.cancelSubscription,
];

describe('with the database up', () => {
  beforeEach(async () => t.truncateAll());

  it('GET /api/health answers 200', async () => {
    const response = await t.app.inject({ method: 'GET', url: apiPaths.health });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/docs/json lists every accounts and billing path with its methods', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths).map((p) => p.replace(/\/$/, ''));
    for (const p of accountPaths) expect(paths, p).toContain(p.replace(/\/$/, ''));
    const methods = (p: string) => Object.keys(doc.paths[p] ?? doc.paths[`${p}/`] ?? {});
    expect(methods(apiPaths.updateUser('{id}'))).toContain('put');
    expect(methods(apiPaths.logout)).toContain('delete');
    expect(methods(apiPaths.myProfile)).toContain('put');
    expect(methods(apiPaths.profiles)).toContain('post');
    expect(methods(apiPaths.subscription)).toContain('get');
    expect(methods(apiPaths.webPayment)).toContain('post');
    // The request schemas come from the same zod schemas that validate.
    const register = doc.paths[apiPaths.register].post;
    const schema = register.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['name', 'last_name', 'email', 'password']));
    // Error answers name their machine code, each of them (issue 15).
    const refused = doc.paths[apiPaths.webPayment].post.responses['409'].content['application/json'].schema;
    expect(refused.required).toEqual(expect.arrayContaining(['code', 'message']));
    expect(refused.properties.code.enum).toEqual(Object.keys(errorCodeStatus));
    expect(refused.properties.code.enum).toEqual(
      expect.arrayContaining(['price_changed', 'premium_required']),
    );
  });

  it('every route documented as a member route refuses a caller without a session, before reading the body', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    let checked = 0;
    for (const [route, operations] of Object.entries<Record<string, { security?: unknown }>>(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.security) continue;
        const url = route.replace(/\{[^}]+\}/g, '1');
        const response = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          ...(method === 'get' || method === 'delete'
            ? {}
            : { payload: 'not json', headers: { 'content-type': 'application/json' } }),
        });
        expect([response.statusCode, response.json()], `${method} ${route}`).toEqual([
          401,
          { code: 'unauthorized', message: english('common.error.notSignedIn') },
        ]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('security headers are on every answer: the API set on JSON, the app set on pages', async () => {
    for (const url of [apiPaths.health, apiPaths.me, '/api/nothing-here']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['x-powered-by'], url).toBeUndefined();
      // Document-only headers stay off JSON.
      expect(response.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
    for (const url of ['/sign/login', '/page/home']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      // Google's Cast sender, which the player loads in a browser that casts (issue 36).
      // Its folder only: the host serves whole script libraries a page must not be made to run.
      const scriptSrc = String(response.headers['content-security-policy']).match(/script-src ([^;]*)/)?.[1];
      expect(scriptSrc?.split(' ')).toContain(new URL('./', CAST_SENDER_URL).href);
      expect(scriptSrc?.split(' ')).not.toContain(new URL(CAST_SENDER_URL).origin);
    }
  });

  it("lets pages frame the programs' completion prompts, and no other origin", async () => {
    await importSample(t);
    const prompts = await query<{ url: string }>(
      t.db,
      sql`select completion_prompt_url as url from programs where completion_prompt_url is not null`,
    );
    expect(prompts.length).toBeGreaterThan(0);
    const page = await t.app.inject({ method: 'GET', url: '/sign/login' });
    const frameSrc = String(page.headers['content-security-policy']).match(/frame-src ([^;]*)/)?.[1] ?? '';
    for (const { url } of prompts) expect(frameSrc).toContain(new URL(url).origin);
    expect(frameSrc.split(' ')).not.toContain('https:');
    // A catalogue change is seen: a prompt moved elsewhere is framed there instead.
    await t.db.execute(sql`update programs set completion_prompt_url = 'https://thanks.example.org/form'`);
    const again = await t.app.inject({ method: 'GET', url: '/sign/login' });
    expect(again.headers['content-security-policy']).toContain(
      "frame-src 'self' https://thanks.example.org;",
    );
    await t.truncateAll();
  });

  it('sends HSTS over HTTPS only, and frames nothing but our own pages with the sandbox gateway', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/sign/login' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['content-security-policy']).toContain("frame-src 'self';");
    expect(plain.headers['content-security-policy']).not.toMatch(/frame-src[^;]*https:/);
    const proxied = await t.buildApp({ TRUST_PROXY: '1' });
    const secure = await proxied.inject({
      method: 'GET',
      url: apiPaths.health,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    // Without a trusted proxy a client's X-Forwarded-Proto is not believed.
    const forged = await t.app.inject({
      method: 'GET',
      url: apiPaths.health,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it.each([
    [{}, 200],
    [{ API_DOCS: 'false' }, 404],
    [{ NODE_ENV: 'production' }, 404],
    [{ NODE_ENV: 'production', API_DOCS: 'true' }, 200],
  ])('serves /api/docs with %j: %i', async (env, status) => {
    const app = await t.buildApp(env);
    expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(status);
  });

  it('an unknown API path answers a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v4/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: english('common.error.notFound') });
  });

  it('malformed JSON answers 400 with a plain message and no parser detail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.register,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ana",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'malformed', message: english('server.request.malformed') });
  });

  it('a JSON body with __proto__ is refused with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.login,
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}, "email": "a@b.co", "password": "secret"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'malformed', message: english('server.request.malformed') });
  });

  it('an unsupported content type answers 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.login,
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'malformed', message: english('server.request.malformed') });
  });

  it('a JSON body over 1 MB answers 413 and stores nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.register,
      payload: { ...signUpBody(), referral_token: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'too_large', message: english('common.error.tooLarge') });
  });

  it('a JSON body that is not an object answers 400', async () => {
    for (const payload of ['[]', '"text"', 'null', '42']) {
      const response = await t.app.inject({
        method: 'POST',
        url: apiPaths.login,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
    }
  });

  describe('rate limits on sign-in, sign-up, recovery and reset', () => {
    let limited: FastifyInstance;
    beforeAll(async () => {
      limited = await t.buildApp({ AUTH_RATE_LIMIT: '3' });
    });

    const routes: [string, () => object][] = [
      [apiPaths.login, () => ({ email: 'someone@example.com', password: 'wrong-password' })],
      [apiPaths.register, () => signUpBody()],
      [apiPaths.recovery, () => ({ email: 'someone@example.com' })],
      [
        apiPaths.resetPassword,
        () => ({ token: 'nope', password: 'new-password', password_confirmation: 'new-password' }),
      ],
    ];

    it.each(routes)('%s answers 429 with the message after AUTH_RATE_LIMIT attempts', async (url, body) => {
      for (let i = 0; i < 3; i += 1) {
        const response = await limited.inject({ method: 'POST', url, payload: body() });
        expect(response.statusCode).not.toBe(429);
      }
      const blocked = await limited.inject({ method: 'POST', url, payload: body() });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        code: 'rate_limited',
        message: english('common.error.tooManyAttempts'),
      });
    });

    it('does not limit member calls', async () => {
      const member = await createMember(t.app);
      for (let i = 0; i < 6; i += 1) {
        const response = await limited.inject({ method: 'GET', url: apiPaths.me, headers: member.headers });
        expect(response.statusCode).toBe(200);
      }
    });
  });

  it('a 500 answers the generic message only: no stack, no detail', async () => {
    const app = await t.buildApp({}, (instance) => {
      instance.get('/api/test/boom', async () => {
        throw new Error('secret detail: SELECT password_hash FROM users at /srv/app.ts:1');
      });
      instance.get('/api/test/boom-string', async () => {
        throw 'a thrown string';
      });
    });
    for (const url of ['/api/test/boom', '/api/test/boom-string']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.body).toBe(
        JSON.stringify({ code: 'internal', message: english('common.error.internal') }),
      );
    }
  });
});

// Closes this file's database: keep it last.
describe('with the database gone', () => {
  let member: Awaited<ReturnType<typeof createMember>>;
  beforeAll(async () => {
    await t.truncateAll();
    member = await createMember(t.app);
    await t.database.close();
  });

  it('GET /api/health answers 503', async () => {
    const response = await t.app.inject({ method: 'GET', url: apiPaths.health });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });
  });

  it('a member call answers 500 with the generic message, no SQL or stack', async () => {
    const response = await t.app.inject({ method: 'GET', url: apiPaths.me, headers: member.headers });
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe(
      JSON.stringify({ code: 'internal', message: english('common.error.internal') }),
    );
  });

  it('sign-in answers 500 with the generic message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { email: member.email, password: member.password },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'internal', message: english('common.error.internal') });
  });
});

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL character with a 400 naming the field, on any route, before any query', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: apiPaths.register,
      payload: {
        name: 'Ana\u0000',
        last_name: 'Silva',
        email: 'nul@example.com',
        password: 'secret-password',
      },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().errors).toEqual({ name: [english('common.form.nulCharacter')] });
    const login = await t.app.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { email: 'a\u0000b@example.com', password: 'secret-password' },
    });
    expect(login.statusCode).toBe(400);
    expect(Object.keys(login.json().errors)).toEqual(['email']);
  });
});
