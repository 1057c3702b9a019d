import { apiPaths } from '@studio/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purgeSpentTokens } from '../../src/features/accounts';
import { hashToken } from '../../src/features/accounts/crypto';
import { t, withApp } from '../harness';
import { authHeaders, createMember, query, signIn } from '../helper';

/** Issue 16: ended sessions and spent reset links are purged by a scheduled job; so are old Idempotency-Keys. */
withApp();

const count = async (table: 'sessions' | 'password_resets' | 'idempotency_keys') =>
  (await query<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n;

describe('the purge of spent tokens', () => {
  it('removes ended sessions and used or expired reset links, and nothing still in force', async () => {
    const member = await createMember(t.app);
    const ended = await signIn(t.app, member);
    await t.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where token_hash = ${hashToken(ended)}`,
    );
    for (let i = 0; i < 3; i += 1) {
      await t.app.inject({ method: 'POST', url: apiPaths.recovery, payload: { email: member.email } });
    }
    // One link used, one expired, one still good.
    await t.db.execute(
      sql`update password_resets set used_at = now() where id = (select min(id) from password_resets)`,
    );
    await t.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 minute' where id = (select min(id) + 1 from password_resets)`,
    );
    expect(await count('sessions')).toBe(2);
    expect(await count('password_resets')).toBe(3);

    // Two Idempotency-Keys (decision 0019): one a day old, one of a minute ago.
    await t.db.execute(
      sql`insert into idempotency_keys (user_id, key, request_hash, created_at) values
          (${member.user.id}, 'a-day-old-key', 'h', now() - interval '1 day'),
          (${member.user.id}, 'a-fresh-key', 'h', now() - interval '1 minute')`,
    );
    expect(await purgeSpentTokens(t.db)).toEqual({ sessions: 1, resets: 2, keys: 1 });
    expect(await count('idempotency_keys')).toBe(1);
    expect(await count('sessions')).toBe(1);
    expect(await count('password_resets')).toBe(1);
    const me = await t.app.inject({ method: 'GET', url: apiPaths.me, headers: member.headers });
    expect(me.statusCode).toBe(200);
    const gone = await t.app.inject({
      method: 'GET',
      url: apiPaths.me,
      headers: authHeaders(member.email, ended),
    });
    expect(gone.statusCode).toBe(401);
  });
});
