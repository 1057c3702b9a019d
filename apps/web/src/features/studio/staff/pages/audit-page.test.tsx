import { studioPaths } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../../lib/i18n';
import { stubFetch } from '../../../../test/fetch-stub';
import { renderConsolePage } from '../../shared/testing';
import { consolePaths } from '../../studio-paths';
import { anAuditEntry } from '../testing';
import { AuditPage } from './audit-page';

describe('AuditPage', () => {
  it('lists what staff changed in words, newest first, and reads older changes on demand', async () => {
    const user = userEvent.setup();
    stubFetch({
      [`GET ${studioPaths.audit}`]: { body: { entries: [anAuditEntry()], next: 71 } },
      [`GET ${studioPaths.audit}?before=71`]: {
        body: {
          entries: [
            anAuditEntry({
              id: 70,
              action: 'offer.premium.pause',
              target: 'premium_offer:51',
              before: null,
              after: { code: 'SPRING25' },
            }),
          ],
          next: null,
        },
      },
    });
    renderConsolePage(<AuditPage />, { at: consolePaths.audit });
    const log = await screen.findByRole('list', { name: 'Audit log' });
    const entry = await within(log).findByRole('listitem', {
      name: 'Made cora@example.com a coach (was member)',
    });
    expect(entry).toHaveTextContent('olive@example.com');

    await user.click(screen.getByRole('button', { name: 'Older changes' }));
    expect(
      await within(log).findByRole('listitem', { name: 'Paused premium code SPRING25' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Older changes' })).not.toBeInTheDocument();
  });

  it("says what staff changed in the reader's language", async () => {
    await activateLocale('es');
    try {
      stubFetch({ [`GET ${studioPaths.audit}`]: { body: { entries: [anAuditEntry()], next: null } } });
      renderConsolePage(<AuditPage />, { at: consolePaths.audit });
      const log = await screen.findByRole('list', { name: 'Registro de auditoría' });
      expect(
        await within(log).findByRole('listitem', {
          name: 'Hizo a cora@example.com entrenador (era miembro)',
        }),
      ).toHaveTextContent('antes {"email":"cora@example.com","role":"member"} después');
    } finally {
      await activateLocale('en');
    }
  });

  it("words the owner's changes to the storefront (issue 38)", async () => {
    const entry = (id: number, action: string, after: unknown) =>
      anAuditEntry({ id, action, target: 'storefront', before: null, after });
    stubFetch({
      [`GET ${studioPaths.audit}`]: {
        body: {
          entries: [
            entry(3, 'storefront.content', { hero_title: { en: 'Train with us' } }),
            entry(2, 'storefront.hero_image', { hero_image: 'catalog/studio/storefront-hero-1.webp' }),
            entry(1, 'storefront.hero_image', null),
          ],
          next: null,
        },
      },
    });
    renderConsolePage(<AuditPage />, { at: consolePaths.audit });
    const log = await screen.findByRole('list', { name: 'Audit log' });
    for (const name of [
      "Changed the storefront's landing page",
      "Changed the storefront's hero picture",
      "Removed the storefront's hero picture",
    ])
      expect(await within(log).findByRole('listitem', { name })).toBeInTheDocument();
  });

  it('says so when staff changed nothing yet', async () => {
    stubFetch({ [`GET ${studioPaths.audit}`]: { body: { entries: [], next: null } } });
    renderConsolePage(<AuditPage />, { at: consolePaths.audit });
    expect(await screen.findByText('No staff changes yet.')).toBeInTheDocument();
  });
});
