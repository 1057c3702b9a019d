import { formatMoney } from '@studio/shared';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fetch-stub';

/** A fresh copy of the app's i18n module: it reads the studio's settings once per visit. */
const freshI18n = async () => {
  vi.resetModules();
  return import('./i18n');
};

describe("the studio's currency (issue 35)", () => {
  it('is read with the member bundle and formats every amount of the pages', async () => {
    const fetch = stubFetch({
      'GET /api/v3/studio/settings': { body: { language: 'pt-BR', currency: 'BRL' } },
    });
    const i18n = await freshI18n();
    await i18n.startI18n('pt-BR');
    await i18n.loadMessages('member');
    expect(fetch.calls.map((call) => call.path)).toEqual(['/api/v3/studio/settings']);
    const { result } = renderHook(() => i18n.useDisplay());
    expect(result.current).toEqual({ locale: 'pt-BR', currency: 'BRL' });
    expect(formatMoney('39.9', result.current).replace(/\u00a0/g, ' ')).toBe('R$ 39,90');
    // Kept on the device: offline, the next visit still writes reais.
    expect(localStorage.getItem('studio.currency')).toBe('BRL');
  });

  it('is not asked by the sign pages, which show no amount', async () => {
    const fetch = stubFetch({});
    const i18n = await freshI18n();
    await i18n.startI18n('en');
    await i18n.loadMessages('sign');
    expect(fetch.calls).toEqual([]);
  });

  it('offline, keeps the currency this device last read', async () => {
    localStorage.setItem('studio.currency', 'EUR');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const i18n = await freshI18n();
    await i18n.startI18n('es');
    await i18n.loadMessages('studio');
    const { result } = renderHook(() => i18n.useDisplay());
    expect(result.current.currency).toBe('EUR');
  });
});
