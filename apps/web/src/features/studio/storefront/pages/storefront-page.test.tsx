import { type StorefrontSettings, storefrontSettingsPaths } from '@studio/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { bodiesOf, expectDone, findForm, renderConsolePage } from '../../shared/testing';
import { consolePaths } from '../../studio-paths';
import { StorefrontPage } from './storefront-page';

const save = `PUT ${storefrontSettingsPaths.settings}`;
const preview = `POST ${storefrontSettingsPaths.preview}`;
const settings: StorefrontSettings = {
  content: {
    hero_title: { en: 'Train with us' },
    hero_lead: {},
    faq: [],
    testimonials: [],
    featured_program_ids: [],
    root_storefront: false,
  },
  hero_image: null,
  programs: [
    { id: 4, title: 'Strong start' },
    { id: 9, title: 'Eight weeks of mobility' },
  ],
  invite_rewards: { months: 1, discount_percent: 50, monthly_cap: 5 },
};

describe('StorefrontPage (issue 38)', () => {
  it('writes the landing page per language, adds a question and a member’s words, and saves', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      [`GET ${storefrontSettingsPaths.settings}`]: { body: settings },
      [save]: ({ body }) => ({ body: { ...settings, content: body } }),
    });
    renderConsolePage(<StorefrontPage />, { at: consolePaths.storefront });
    const form = await findForm('Landing page');
    expect(within(form).getByLabelText('Headline (English)')).toHaveValue('Train with us');
    // The Portuguese text is its own field.
    await user.click(within(form).getByRole('radio', { name: 'Português (Brasil)' }));
    await user.type(within(form).getByLabelText('Headline (Português (Brasil))'), 'Treine conosco');
    await user.click(within(form).getByRole('button', { name: 'Add a question' }));
    await user.type(within(form).getByLabelText('Question 1 (Português (Brasil))'), 'Tem estacionamento?');
    await user.type(within(form).getByLabelText('Answer 1 (Português (Brasil))'), 'Sim.');
    await user.click(within(form).getByRole('button', { name: "Add a member's words" }));
    await user.type(within(form).getByLabelText('Words 1'), 'Best class in town.');
    await user.type(within(form).getByLabelText('Who said it 1'), 'Rita');
    await user.click(
      within(form).getByRole('switch', { name: /Show the storefront at the studio's address/ }),
    );
    await user.click(within(form).getByRole('button', { name: 'Save storefront' }));
    await expectDone(form, 'Storefront saved. Visitors see it on their next visit.');
    expect(bodiesOf(calls, save)).toEqual([
      {
        hero_title: { en: 'Train with us', 'pt-BR': 'Treine conosco' },
        hero_lead: {},
        faq: [{ question: { 'pt-BR': 'Tem estacionamento?' }, answer: { 'pt-BR': 'Sim.' } }],
        testimonials: [{ quote: 'Best class in town.', name: 'Rita' }],
        featured_program_ids: [],
        root_storefront: true,
      },
    ]);
  });

  it('previews the unsaved page in the language chosen, in a frame', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      [`GET ${storefrontSettingsPaths.settings}`]: { body: settings },
      [preview]: { body: { html: '<!doctype html><html lang="es"><body><h1>Entrena</h1></body></html>' } },
    });
    renderConsolePage(<StorefrontPage />, { at: consolePaths.storefront });
    const form = await findForm('Landing page');
    await user.click(within(form).getByRole('radio', { name: 'Español' }));
    await user.click(within(form).getByRole('button', { name: 'Preview in Español' }));
    const frame = await screen.findByTitle('Preview of the landing page');
    expect(frame).toHaveAttribute('srcdoc', expect.stringContaining('<h1>Entrena</h1>'));
    expect(bodiesOf(calls, preview)).toEqual([{ content: settings.content, locale: 'es' }]);
  });

  it('sets what an invite gives', async () => {
    const user = userEvent.setup();
    const saveRewards = `PUT ${storefrontSettingsPaths.inviteRewards}`;
    const { calls } = stubFetch({
      [`GET ${storefrontSettingsPaths.settings}`]: { body: settings },
      [saveRewards]: ({ body }) => ({ body: { ...settings, invite_rewards: body } }),
    });
    renderConsolePage(<StorefrontPage />, { at: consolePaths.storefront });
    const form = await findForm('Invite a friend');
    const months = within(form).getByLabelText('Free months for the member who invites');
    expect(months).toHaveValue('1');
    await user.clear(months);
    await user.type(months, '2');
    const discount = within(form).getByLabelText("Discount on the friend's first period (%)");
    await user.clear(discount);
    await user.type(discount, '25');
    await user.click(within(form).getByRole('button', { name: 'Save rewards' }));
    await expectDone(form, 'Rewards saved');
    expect(bodiesOf(calls, saveRewards)).toEqual([{ months: 2, discount_percent: 25, monthly_cap: 5 }]);
  });
});
