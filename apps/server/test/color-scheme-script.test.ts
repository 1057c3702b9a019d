import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLOR_SCHEME_SCRIPT } from '../src/lib/security';
import { createTestApp, type TestApp } from './helper';

/** Decision 0032: the page's inline colour-scheme script runs only because the policy names its hash. */
const INDEX = path.resolve(import.meta.dirname, '../../web/index.html');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the inline colour-scheme script', () => {
  it("is the page's only inline script, and the content security policy allows it by its hash", async () => {
    const html = fs.readFileSync(INDEX, 'utf8');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = crypto
      .createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    expect(COLOR_SCHEME_SCRIPT).toBe(`'sha256-${hash}'`);

    const page = await t.app.inject({ method: 'GET', url: '/sign/login' });
    const scriptSrc = String(page.headers['content-security-policy']).match(/script-src ([^;]*)/)?.[1];
    expect(scriptSrc?.split(' ')).toEqual(expect.arrayContaining(["'self'", `'sha256-${hash}'`]));
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});
