import { studioSettingsPaths } from '@studio/shared';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { bodiesOf, expectDone, findForm, renderConsolePage } from '../../shared/testing';
import { consolePaths } from '../../studio-paths';
import { SettingsPage } from './settings-page';

const save = `PUT ${studioSettingsPaths.settings}`;

describe('SettingsPage (issue 35)', () => {
  it("shows the studio's language and currency, and saves another language", async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      [`GET ${studioSettingsPaths.settings}`]: { body: { language: 'en', currency: 'BRL' } },
      [save]: { body: { language: 'pt-BR', currency: 'BRL' } },
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
});
