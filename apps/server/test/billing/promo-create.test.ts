import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { apiPaths } from '@studio/shared';
import { inEnglish } from '@studio/shared/english';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPromoCode } from '../../src/features/billing';
import { t, withApp } from '../harness';
import { createMember } from '../helper';

withApp();

describe('createPromoCode (what `npm run promo:create` calls)', () => {
  it('makes a code members can validate: one percent for every plan, or a plan’s own', async () => {
    await createPromoCode(t.db, {
      code: 'SPRING',
      percent: '20',
      yearly: '30',
      trial_days: '21',
      max_redemptions: '5',
    });
    const member = await createMember(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: apiPaths.validatePromoCode,
      headers: member.headers,
      payload: { promocode: 'spring' },
    });
    expect(response.json()).toMatchObject({
      monthly_amount: '15.99',
      semesterly_amount: '13.59',
      yearly_amount: '8.39',
      trial_days: 21,
    });
  });

  it('refuses a code that exists in any casing, and bad values, changing nothing', async () => {
    await createPromoCode(t.db, { code: 'SPRING' });
    const taken = await createPromoCode(t.db, { code: 'spring' }).catch((error) => error);
    expect(inEnglish(taken.text)).toBe('The promo code spring exists already');
    await expect(createPromoCode(t.db, { code: 'NEW1', percent: '101' })).rejects.toThrow();
    await expect(createPromoCode(t.db, { code: 'has space' })).rejects.toThrow();
    await expect(
      createPromoCode(t.db, { code: 'NEW2', valid_from: '2027-02-01', valid_until: '2027-01-01' }),
    ).rejects.toThrow('after valid_from');
  });
});

describe('npm run promo:create', () => {
  const exec = promisify(execFile);
  const script = path.resolve(import.meta.dirname, '../../src/cli/promo-create.ts');
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-promo-cli-'));
  });
  afterAll(async () => fs.rm(dataDir, { recursive: true, force: true }));
  const run = (args: string[]) =>
    exec(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });

  it('prints the new code, and names the bad option with exit code 2', async () => {
    const { stdout } = await run(['--code', 'WINTER', '--percent', '10', '--valid-until', '2030-01-01']);
    expect(JSON.parse(stdout)).toMatchObject({ code: 'WINTER', montly_percent: 10, yearly_percent: 10 });
    const bad = await run(['--code', 'BAD', '--percent', 'lots']).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(bad).toMatchObject({ code: 2 });
    expect((bad as { stderr: string }).stderr).toContain('--percent');
    const again = await run(['--code', 'winter']).catch((error: { code: number; stderr: string }) => error);
    expect(again).toMatchObject({ code: 1 });
    expect(again.stderr).toContain('The promo code winter exists already');
  }, 60_000);
});
