import { studioSettingsPaths } from '@studio/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { grantRole } from '../../src/features/studio';
import { createMember } from '../helper';
import { owner, send, t, withOwner } from './harness';

withOwner();

/** Issue 35: the studio's default language (the owner's) and its currency (the configuration's). */

const read = () => t.app.inject({ method: 'GET', url: studioSettingsPaths.settings });

describe('the studio settings', () => {
  it('anyone reads them, without a session: English and USD until the owner sets a language', async () => {
    const answer = await read();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ language: 'en', currency: 'USD', publish_replays: false });
  });

  it('the owner sets the default language; it is audited and everyone reads it', async () => {
    const saved = await send('PUT', studioSettingsPaths.settings, { language: 'pt-BR' }, owner);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ language: 'pt-BR', currency: 'USD', publish_replays: false });
    expect((await read()).json()).toEqual({ language: 'pt-BR', currency: 'USD', publish_replays: false });
    await send('PUT', studioSettingsPaths.settings, { language: 'es' }, owner);
    expect((await read()).json().language).toBe('es');
    const entries = (await t.db.select().from(auditLog).orderBy(auditLog.id)).filter(
      (entry) => entry.action === 'settings.language',
    );
    expect(entries.map((e) => [e.actor_email, e.target, e.before, e.after])).toEqual([
      ['owner@example.com', 'studio', { language: 'en' }, { language: 'pt-BR' }],
      ['owner@example.com', 'studio', { language: 'pt-BR' }, { language: 'es' }],
    ]);
  });

  it('refuses a coach and a member with 403, and no session with 401; nothing changes', async () => {
    const coach = await createMember(t.app, { email: 'coach@example.com' });
    await grantRole(t.db, null, { email: coach.email, role: 'coach' });
    const member = await createMember(t.app);
    for (const who of [coach, member]) {
      const answer = await send('PUT', studioSettingsPaths.settings, { language: 'es' }, who);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe('forbidden');
    }
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: studioSettingsPaths.settings,
      payload: { language: 'es' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await read()).json().language).toBe('en');
  });

  it('refuses a language Studio does not speak, naming the field; the currency is not the API’s', async () => {
    const answer = await send('PUT', studioSettingsPaths.settings, { language: 'fr' }, owner);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ language: ['Language must be one of en, pt-BR, es'] });
    const missing = await send('PUT', studioSettingsPaths.settings, {}, owner);
    expect(missing.json().errors).toEqual({ language: ['Language is required'] });
    // A currency sent along is ignored: it is STUDIO_CURRENCY's.
    const withCurrency = await send(
      'PUT',
      studioSettingsPaths.settings,
      { language: 'es', currency: 'EUR' },
      owner,
    );
    expect(withCurrency.json()).toEqual({ language: 'es', currency: 'USD', publish_replays: false });
  });

  it('answers the configured STUDIO_CURRENCY', async () => {
    const app = await t.buildApp({ STUDIO_CURRENCY: 'brl' });
    const answer = await app.inject({ method: 'GET', url: studioSettingsPaths.settings });
    expect(answer.json()).toEqual({ language: 'en', currency: 'BRL', publish_replays: false });
  });

  it('the owner has replays published by themselves (issue 37), audited; a coach cannot', async () => {
    const coach = await createMember(t.app, { email: 'coach@example.com' });
    await grantRole(t.db, null, { email: coach.email, role: 'coach' });
    expect(
      (await send('PUT', studioSettingsPaths.replays, { publish_replays: true }, coach)).statusCode,
    ).toBe(403);
    const bad = await send('PUT', studioSettingsPaths.replays, { publish_replays: 'yes' }, owner);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['publish_replays']);
    const saved = await send('PUT', studioSettingsPaths.replays, { publish_replays: true }, owner);
    expect(saved.json()).toMatchObject({ publish_replays: true });
    expect((await read()).json()).toMatchObject({ publish_replays: true });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.replays'));
    expect(entry).toMatchObject({ before: { publish_replays: false }, after: { publish_replays: true } });
  });
});
