import {
  apiPaths,
  DEFAULT_NOTIFICATION_SETTINGS,
  mailSettingsPaths,
  memberExportPaths,
  notificationPaths,
} from '@studio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, activeLocale } from '../../../lib/i18n';
import { writeSession } from '../../../lib/session';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser, renderApp } from '../../../test/render';
import { ProfileSetupPage } from '../pages/profile-setup-page';

afterEach(async () => {
  await activateLocale('en');
});

/** Profile setup for a member who chose no language yet; the save answers the member as changed. */
const open = () => {
  const member = aUser({ language: null });
  const stub = stubFetch({
    [`GET ${apiPaths.me}`]: { body: member },
    [`PUT ${apiPaths.updateUser(member.id)}`]: ({ body }) => ({
      body: { ...member, language: (body as FormData).get('language') },
    }),
    [`GET ${mailSettingsPaths.settings}`]: { body: { reminders: true } },
    [`GET ${notificationPaths.settings}`]: { body: DEFAULT_NOTIFICATION_SETTINGS },
    [`GET ${memberExportPaths.exports}`]: { body: { export: null } },
  });
  writeSession({ email: member.email, token: 't'.repeat(43) });
  renderApp(<ProfileSetupPage />);
  return stub;
};

describe('the language of profile setup (issue 35)', () => {
  it('lists each language in its own words and shows the one the app speaks', async () => {
    open();
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Português (Brasil)', 'Español']);
    expect(select).toHaveValue('en');
  });

  it('switches the app at once, keeps it on this device and saves it on the member', async () => {
    const { calls } = open();
    const select = await screen.findByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, 'Português (Brasil)');
    // The page speaks Portuguese now: the section's own title and the page's other words.
    expect(await screen.findByRole('combobox', { name: 'Idioma' })).toHaveValue('pt-BR');
    expect(activeLocale()).toBe('pt-BR');
    expect(window.localStorage.getItem('studio.locale')).toBe('pt-BR');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.path).toBe(apiPaths.updateUser(1)),
    );
    const sent = calls.find((call) => call.method === 'PUT')?.body as FormData;
    expect(sent.get('language')).toBe('pt-BR');
  });
});
