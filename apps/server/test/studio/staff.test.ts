import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type AuditPage, type StaffRole, studioMessages, studioPaths } from '@studio/shared';
import { english, inEnglish } from '@studio/shared/english';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { auditLog, users } from '../../src/db/schema';
import { consoleTag, grantRole } from '../../src/features/studio';
import { createMember, type TestMember } from '../helper';
import { owner, t, withOwner } from './harness';

withOwner();

const call = (who: TestMember, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const setRole = (who: TestMember, email: string, role: unknown) =>
  call(who, 'PUT', studioPaths.staff, { email, role });
const audit = async (): Promise<AuditPage> => (await call(owner, 'GET', studioPaths.audit)).json();

describe('who may use the console (issue 17)', () => {
  it('refuses every console route to a member, and every owner route to a coach, before reading the body', async () => {
    const member = await createMember(t.app);
    const coach = await createMember(t.app);
    await grantRole(t.db, null, { email: coach.email, role: 'coach' });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const refused: string[] = [];
    for (const [route, operations] of Object.entries<Record<string, { tags?: string[] }>>(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const tag = operation.tags?.find((name) => name.startsWith('studio: '));
        if (!route.startsWith('/api/v4/studio')) continue;
        expect(tag, `${method} ${route} says who may call it`).toBeDefined();
        const callers = tag === consoleTag('owner') ? [member, coach] : [member];
        for (const caller of callers) {
          const response = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url: route.replace(/\{[^}]+\}/g, '1'),
            headers: {
              ...caller.headers,
              ...(method === 'get' || method === 'delete' ? {} : { 'content-type': 'application/json' }),
            },
            ...(method === 'get' || method === 'delete' ? {} : { payload: 'not json' }),
          });
          expect([response.statusCode, response.json().code], `${method} ${route}`).toEqual([
            403,
            'forbidden',
          ]);
          refused.push(`${method} ${route}`);
        }
      }
    }
    expect(refused.length).toBeGreaterThanOrEqual(5);
    const words = await call(member, 'GET', studioPaths.me);
    expect(words.json().message).toBe(inEnglish(studioMessages.staffOnly));
    expect((await call(coach, 'GET', studioPaths.staff)).json().message).toBe(
      inEnglish(studioMessages.ownerOnly),
    );
  });

  it('tells a staff member their role', async () => {
    const me = await call(owner, 'GET', studioPaths.me);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: owner.user.id,
      name: owner.user.name,
      email: owner.email,
      role: 'owner',
    });
  });
});

describe('staff roles', () => {
  it('an owner makes a coach: the coach may use the console but not owner routes; the audit log says who and what', async () => {
    const coach = await createMember(t.app, { email: 'coach@example.com' });
    expect((await call(coach, 'GET', studioPaths.me)).statusCode).toBe(403);
    const granted = await setRole(owner, ' Coach@Example.com ', 'coach');
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ id: coach.user.id, email: coach.email, role: 'coach' });
    expect((await call(coach, 'GET', studioPaths.me)).json().role).toBe('coach');
    expect((await call(coach, 'GET', studioPaths.staff)).statusCode).toBe(403);
    const staff = (await call(owner, 'GET', studioPaths.staff)).json().staff as {
      email: string;
      role: StaffRole;
    }[];
    expect(staff.map((s) => [s.email, s.role])).toEqual([
      [owner.email, 'owner'],
      [coach.email, 'coach'],
    ]);
    const { entries } = await audit();
    expect(entries[0]).toMatchObject({
      actor: { id: owner.user.id, email: owner.email },
      action: 'staff.role',
      target: `member:${coach.user.id}`,
      before: { email: coach.email, role: 'member' },
      after: { email: coach.email, role: 'coach' },
    });
    expect(Date.now() - Date.parse(entries[0]?.at ?? '')).toBeLessThan(60_000);
  });

  it('a revoked coach is refused on their next request', async () => {
    const coach = await createMember(t.app);
    await setRole(owner, coach.email, 'coach');
    expect((await call(coach, 'GET', studioPaths.me)).statusCode).toBe(200);
    expect((await setRole(owner, coach.email, 'member')).statusCode).toBe(200);
    expect((await call(coach, 'GET', studioPaths.me)).statusCode).toBe(403);
  });

  it('keeps one owner at least: the last owner cannot step down, and nothing is written', async () => {
    const before = (await audit()).entries.length;
    const refused = await setRole(owner, owner.email, 'coach');
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { code: 'conflict', message: inEnglish(studioMessages.lastOwner) },
    ]);
    expect((await call(owner, 'GET', studioPaths.me)).json().role).toBe('owner');
    expect((await audit()).entries).toHaveLength(before);
    // With a second owner, the first may step down.
    const second = await createMember(t.app);
    await setRole(owner, second.email, 'owner');
    expect((await setRole(owner, owner.email, 'member')).statusCode).toBe(200);
    expect((await call(owner, 'GET', studioPaths.me)).statusCode).toBe(403);
    expect((await call(second, 'GET', studioPaths.me)).json().role).toBe('owner');
  });

  it('two owners demoting each other at once leave one owner', async () => {
    const second = await createMember(t.app);
    await setRole(owner, second.email, 'owner');
    const answers = await Promise.all([
      setRole(owner, second.email, 'member'),
      setRole(second, owner.email, 'member'),
    ]);
    const owners = await t.db.select().from(users).where(eq(users.role, 'owner'));
    expect(owners).toHaveLength(1);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403].sort());
  });

  it('refuses a bad role or e-mail naming the field, and an unknown member, changing nothing', async () => {
    const member = await createMember(t.app);
    const bad = await setRole(owner, member.email, 'boss');
    expect([bad.statusCode, bad.json().errors]).toEqual([
      400,
      { role: [inEnglish(studioMessages.roleInvalid)] },
    ]);
    const missing = await call(owner, 'PUT', studioPaths.staff, { email: member.email });
    expect(missing.json().errors).toEqual({ role: [inEnglish(studioMessages.roleRequired)] });
    expect((await setRole(owner, 'not-an-email', 'coach')).json().errors).toHaveProperty('email');
    const unknown = await setRole(owner, 'nobody@example.com', 'coach');
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      inEnglish(studioMessages.noSuchMember),
    ]);
    const roles = await t.db.select({ role: users.role }).from(users).where(eq(users.id, member.user.id));
    expect(roles).toEqual([{ role: 'member' }]);
    // The owner's own grant (beforeEach) is the only entry.
    expect(await t.db.select().from(auditLog)).toMatchObject([
      { action: 'staff.role', after: { role: 'owner' } },
    ]);
    expect(english('common.error.validation')).toBe(bad.json().message);
  });

  it('pages the audit log newest first, 50 at a time', async () => {
    const member = await createMember(t.app);
    // 52 changes, after the owner's own grant: 53 entries.
    for (let i = 0; i < 52; i += 1) {
      await grantRole(t.db, null, { email: member.email, role: i % 2 === 0 ? 'coach' : 'member' });
    }
    const first = await audit();
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]?.actor).toBeNull();
    const ids = first.entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = (
      await call(owner, 'GET', `${studioPaths.audit}?before=${first.next}`)
    ).json() as AuditPage;
    expect(second.entries).toHaveLength(3);
    expect(second.entries.at(-1)).toMatchObject({
      target: `member:${owner.user.id}`,
      after: { role: 'owner' },
    });
    expect(second.next).toBeNull();
    expect((await call(owner, 'GET', `${studioPaths.audit}?before=x`)).json().errors).toHaveProperty(
      'before',
    );
  });
});

describe('npm run staff:grant', () => {
  const exec = promisify(execFile);
  const script = path.resolve(import.meta.dirname, '../../src/cli/staff-grant.ts');
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-staff-cli-'));
  });
  afterAll(async () => fs.rm(dataDir, { recursive: true, force: true }));
  const run = (args: string[]) =>
    exec(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    }).catch((error: { code: number; stdout: string; stderr: string }) => error);
  const inStudio = async <T>(use: (db: ReturnType<typeof openDatabase>['db']) => Promise<T>) => {
    const database = openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      await database.migrate();
      return await use(database.db);
    } finally {
      await database.close();
    }
  };

  it('makes the first owner of a member who signed up, and names a bad option', async () => {
    await inStudio((db) =>
      db
        .insert(users)
        .values({ name: 'Olive', last_name: 'Owner', email: 'olive@example.com', password_hash: 'x' }),
    );
    const made = await run(['--email', 'Olive@example.com', '--role', 'owner']);
    expect(made).toMatchObject({ stdout: 'olive@example.com is now owner\n' });
    const [row, entries] = await inStudio(async (db) => [
      (await db.select({ role: users.role }).from(users))[0],
      await db.select().from(auditLog),
    ]);
    expect(row).toEqual({ role: 'owner' });
    expect(entries).toMatchObject([{ actor_id: null, action: 'staff.role', after: { role: 'owner' } }]);

    const bad = await run(['--email', 'olive@example.com', '--role', 'boss']);
    expect(bad).toMatchObject({ code: 2 });
    expect((bad as { stderr: string }).stderr).toContain(`--role: ${inEnglish(studioMessages.roleInvalid)}`);
    const nobody = await run(['--email', 'nobody@example.com', '--role', 'coach']);
    expect(nobody).toMatchObject({ code: 1, stderr: `${inEnglish(studioMessages.noSuchMember)}\n` });
  }, 90_000);
});
