import { offerMessages, studioPaths } from '@studio/shared';
import { inEnglish } from '@studio/shared/english';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import {
  bodiesOf,
  expectDone,
  fill,
  findForm,
  refusal,
  renderConsolePage,
  submitRefused,
} from '../../shared/testing';
import { consolePaths } from '../../studio-paths';
import { aPremiumOffer, aProgramOffer } from '../testing';
import { OffersPage } from './offers-page';

const makePremium = `POST ${studioPaths.premiumOffers}`;
const makeProgram = `POST ${studioPaths.programOffers}`;

const open = (routes: Parameters<typeof stubFetch>[0] = {}) => {
  const stub = stubFetch({
    [`GET ${studioPaths.offers}`]: {
      body: {
        premium: [aPremiumOffer()],
        program: [aProgramOffer()],
        programs: [{ id: 61, title: 'Core builder' }],
      },
    },
    ...routes,
  });
  renderConsolePage(<OffersPage />, { at: consolePaths.offers });
  return stub;
};

describe('OffersPage', () => {
  it('lists the codes of each kind with what they give, where they stand and their uses', async () => {
    const user = userEvent.setup();
    open();
    const premium = await screen.findByRole('listitem', { name: 'SPRING25' });
    expect(premium).toHaveTextContent('Active');
    expect(premium).toHaveTextContent('25 % off every plan');
    expect(premium).toHaveTextContent('3 of 100 used · no end date');
    await user.click(screen.getByRole('tab', { name: 'Program codes' }));
    const program = await screen.findByRole('listitem', { name: 'CORE15' });
    expect(program).toHaveTextContent('Paused');
    expect(program).toHaveTextContent('15 % off Core builder');
  });

  it('makes the premium code typed and says so', async () => {
    const user = userEvent.setup();
    const { calls } = open({ [makePremium]: { body: aPremiumOffer({ id: 53, code: 'WINTER30' }) } });
    const form = await findForm('New premium code');
    await fill(user, within(form).getByLabelText('Code'), 'WINTER30');
    await fill(user, within(form).getByLabelText('Yearly plan, % off'), '30');
    await user.click(within(form).getByRole('button', { name: 'Make code' }));
    await expectDone(form, 'WINTER30 is ready for members.');
    expect(within(form).getByLabelText('Code')).toHaveValue('');
    expect(bodiesOf(calls, makePremium)).toEqual([
      {
        code: 'WINTER30',
        montly_percent: 20,
        biannually_percent: 20,
        yearly_percent: 30,
        trial_days: null,
        valid_from: null,
        valid_until: null,
        max_redemptions: null,
      },
    ]);
  });

  it("names the field the server refused, with the server's words", async () => {
    const user = userEvent.setup();
    open({ [makePremium]: refusal('code', inEnglish(offerMessages.codeTaken('SPRING25'))) });
    const form = await findForm('New premium code');
    await submitRefused(user, form, {
      label: 'Code',
      text: 'SPRING25',
      submit: 'Make code',
      message: inEnglish(offerMessages.codeTaken('SPRING25')),
    });
  });

  it('makes the program code typed and says so', async () => {
    const user = userEvent.setup();
    const { calls } = open({
      [makeProgram]: { body: aProgramOffer({ id: 54, code: 'CORE20', state: 'active' }) },
    });
    await user.click(await screen.findByRole('tab', { name: 'Program codes' }));
    const form = await findForm('New program code');
    await fill(user, within(form).getByLabelText('Code'), 'CORE20');
    await fill(user, within(form).getByLabelText('% off'), '20');
    await user.click(within(form).getByRole('button', { name: 'Make code' }));
    await expectDone(form, 'CORE20 is ready for members.');
    expect(bodiesOf(calls, makeProgram)).toEqual([
      { code: 'CORE20', percent: 20, program_id: null, valid_until: null, max_redemptions: null },
    ]);
  });
});
