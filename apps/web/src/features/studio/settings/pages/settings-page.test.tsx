import { studioSettingsPaths } from '@studio/shared';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { bodiesOf, expectDone, findForm, renderConsolePage } from '../../shared/testing';
import { consolePaths } from '../../studio-paths';
import { SettingsPage } from './settings-page';

const save = `PUT ${studioSettingsPaths.settings}`;
const saveReplays = `PUT ${studioSettingsPaths.replays}`;
const settings = { language: 'en', currency: 'BRL', publish_replays: false };

describe('SettingsPage (issue 35)', () => {
  it("shows the studio's language and currency, and saves another language", async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      [`GET ${studioSettingsPaths.settings}`]: { body: settings },
      [save]: { body: { ...settings, language: 'pt-BR' } },
    });
    renderConsolePage(<SettingsPage />, { at: consolePaths.settings });
    const form = await findForm('Default language');
    const language = within(form).getByLabelText('Language');
    expect(language).toHaveValue('en');
    expect(within(form).getByLabelText('Currency')).toHaveValue('BRL');
    await user.selectOptions(language, 'Português (Brasil)');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await expectDone(form, "The studio's language is now Português (Brasil).");
    expect(bodiesOf(calls, save)).toEqual([{ language: 'pt-BR' }]);
  });

  it('publishes live class replays automatically once switched on (issue 37)', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      [`GET ${studioSettingsPaths.settings}`]: { body: settings },
      [saveReplays]: ({ body }) => ({ body: { ...settings, ...(body as object) } }),
    });
    renderConsolePage(<SettingsPage />, { at: consolePaths.settings });
    const form = await findForm('Live class replays');
    const publish = within(form).getByRole('switch', { name: /^Publish live class replays automatically/ });
    expect(publish).not.toBeChecked();
    expect(publish).toHaveAccessibleDescription(/a coach shows it as any workout/);
    await user.click(publish);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await expectDone(form, 'Live class replays are now published automatically.');
    expect(bodiesOf(calls, saveReplays)).toEqual([{ publish_replays: true }]);
    expect(publish).toBeChecked();
  });
});
