import { programPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { setPlatformOverride } from '../../../lib/platform';
import { agreeTo, fillCard, VISA } from '../../billing/testing';
import { aProgramDetails, premiumUser, renderProgramsScreen, stubPrograms } from '../testing';
import { ProgramPurchase } from './program-purchase';

type User = ReturnType<typeof userEvent.setup>;

const PURCHASE = `POST ${programPaths.purchase(5)}`;
const PROMO = `POST ${programPaths.validatePromo}`;
const SAVE15 = { program_promo_code: { id: 15, code: 'SAVE15', discount_percentage: 15 } };
const PURCHASED = {
  body: { message: 'Program purchased', program: aProgramDetails({ has_purchased: true }) },
};

const open = async () => {
  const rendered = renderProgramsScreen(
    { path: paths.buy('program', 5), element: <ProgramPurchase programId={5} /> },
    paths.buy('program', 5),
  );
  await screen.findByLabelText('Card number');
  return rendered;
};

const agree = (user: User) => agreeTo(user, /No pause, no refund/);

const summaryRow = (label: string) => screen.getByText(label).parentElement as HTMLElement;
/** A step of the stepper, named by its label and then its state. */
const step = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`${name}\\s*(In progress|Completed|Not started)$`) });

describe('ProgramPurchase: /page/buy/program/{id} (spec A2, A4, A5)', () => {
  it('shows the two steps with their state, the price with $, the paragraphs and the agreements', async () => {
    setPlatformOverride('web');
    stubPrograms();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Buy Strong in six' })).toBeInTheDocument();
    expect(step('Payment method')).toHaveAttribute('aria-current', 'step');
    expect(step('Payment method')).toHaveTextContent('In progress');
    expect(step('Complete')).toHaveTextContent('Not started');
    expect(within(summaryRow('Program price')).getByText('$49.99')).toBeInTheDocument();
    expect(within(summaryRow('Price after discount')).getByText('$49.99')).toBeInTheDocument();
    expect(screen.getByText('Six weeks, four workouts a week.')).toBeInTheDocument();
    expect(screen.getByText('Workouts stay yours for the six weeks.')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', {
        name: 'No pause, no refund: I understand the program runs 6 consecutive weeks from today',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $49.99' })).toBeInTheDocument();
  });

  it('applies a promo: the code, Clear, a loader, then the discounted price; Clear reverts it', async () => {
    const user = userEvent.setup();
    const { calls } = stubPrograms({ [PROMO]: { body: SAVE15 } });
    await open();
    await user.type(screen.getByLabelText('Promo code'), ' SAVE15 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(/Promo code/)).toHaveTextContent('Promo code SAVE15 applied: 15% off');
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveFocus();
    expect(screen.getByText('Updating prices…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $49.99' })).toBeDisabled();
    expect(calls.find((call) => call.path === programPaths.validatePromo)?.body).toEqual({
      code: 'SAVE15',
      program_id: 5,
    });

    // About a second later (spec A4): 49.99 less 15 % is 42.49.
    expect(await screen.findByRole('button', { name: 'Pay $42.49' }, { timeout: 3_000 })).toBeInTheDocument();
    expect(within(summaryRow('Price after discount')).getByText('$42.49')).toBeInTheDocument();
    expect(within(summaryRow('Program price')).getByText('$49.99')).toBeInTheDocument();
    expect(within(summaryRow('Discount')).getByText('15% off')).toBeInTheDocument();
    expect(screen.queryByText('Updating prices…')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Promo code')).toHaveValue('');
    expect(screen.getByLabelText('Promo code')).toHaveFocus();
    expect(await screen.findByRole('button', { name: 'Pay $49.99' }, { timeout: 3_000 })).toBeInTheDocument();
  }, 15_000);

  it("shows the server's message for a refused code and keeps the price", async () => {
    const user = userEvent.setup();
    stubPrograms({
      [PROMO]: {
        status: 400,
        body: {
          message: 'This program promo code is not valid',
          errors: { code: ['This program promo code is not valid'] },
        },
      },
    });
    await open();
    await user.type(screen.getByLabelText('Promo code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This program promo code is not valid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay $49.99' })).toBeInTheDocument();
  });

  it('requires both agreements before anything is sent', async () => {
    const user = userEvent.setup();
    const { calls } = stubPrograms();
    await open();
    await fillCard(user, VISA);
    await user.click(screen.getByRole('button', { name: 'Pay $49.99' }));
    expect(await screen.findByText(english('shared.billing.agreeTerms'))).toBeInTheDocument();
    expect(screen.getByText(/without pause or refund/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $49.99' })).toBeDisabled();
    expect(calls.some((call) => call.path === programPaths.purchase(5))).toBe(false);
    await agree(user);
    expect(screen.getByRole('button', { name: 'Pay $49.99' })).toBeEnabled();
  });

  it('pays with the promo, clears the lists, reloads the user and goes to the workout days', async () => {
    const user = userEvent.setup();
    const { calls } = stubPrograms({ [PROMO]: { body: SAVE15 }, [PURCHASE]: PURCHASED });
    const { queryClient } = await open();
    queryClient.setQueryData(['library', 'store', 'on_demand'], { cached: true });
    await user.type(screen.getByLabelText('Promo code'), 'SAVE15');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('button', { name: 'Pay $42.49' }, { timeout: 3_000 });
    await fillCard(user, VISA);
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Pay $42.49' }));

    expect(await screen.findByText(`Now at ${paths.programWorkoutDays}`)).toBeInTheDocument();
    expect(calls.find((call) => call.path === programPaths.purchase(5))?.body).toEqual({
      program_promo_code_id: 15,
      details: {
        nonce_from_the_client: 'fake-valid-visa-nonce',
        get_last_four: '1111',
        get_card_type: 'Visa',
      },
    });
    expect(calls.filter((call) => call.path === '/api/v4/users/me/').length).toBeGreaterThanOrEqual(2);
    expect(queryClient.getQueryData(['library', 'store', 'on_demand'])).toBeUndefined();
  }, 15_000);

  it('shows the payment in progress, then both steps completed while the user reloads', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let reloaded: () => void = () => {};
    const reloading = new Promise<void>((resolve) => {
      reloaded = resolve;
    });
    let meCalls = 0;
    stubPrograms({
      'GET /api/v4/users/me/': async () => {
        meCalls += 1;
        if (meCalls > 1) await reloading;
        return { body: premiumUser() };
      },
      [PURCHASE]: async () => {
        await answered;
        return PURCHASED;
      },
    });
    await open();
    await fillCard(user, VISA);
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Pay $49.99' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pay \$/ })).toBeDisabled());
    expect(step('Payment method')).toHaveTextContent('In progress');

    answer();
    expect(await screen.findByText(/^Program purchased/)).toHaveTextContent(
      'Program purchased. Next: your workout days.',
    );
    expect(step('Payment method')).toHaveTextContent('Completed');
    expect(step('Complete')).toHaveTextContent('Completed');
    reloaded();
    expect(await screen.findByText(`Now at ${paths.programWorkoutDays}`)).toBeInTheDocument();
  });

  it('sends one payment for a double submit', async () => {
    const user = userEvent.setup();
    const { calls } = stubPrograms({ [PURCHASE]: PURCHASED });
    await open();
    await fillCard(user, VISA);
    await agree(user);
    const form = screen.getByRole('button', { name: 'Pay $49.99' }).closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await screen.findByText(`Now at ${paths.programWorkoutDays}`);
    expect(calls.filter((call) => call.path === programPaths.purchase(5))).toHaveLength(1);
  });

  it("shows the processor's decline, stays, and keeps pay disabled until the card is edited", async () => {
    const user = userEvent.setup();
    const { calls } = stubPrograms({
      [PURCHASE]: { status: 402, body: { code: 'payment_declined', message: 'Do Not Honor' } },
    });
    await open();
    await fillCard(user, { ...VISA, number: '4000 1111 1111 1115' });
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Pay $49.99' }));
    const alert = await screen.findByRole('alert');
    // Our sentence, with the processor's reason beneath it (issue 14).
    expect(alert).toHaveTextContent(english('shared.billing.paymentDeclined'));
    expect(alert).toHaveTextContent('Do Not Honor');
    expect(calls.find((call) => call.path === programPaths.purchase(5))?.body).toMatchObject({
      details: { nonce_from_the_client: 'fake-processor-declined-visa-nonce' },
    });
    expect(screen.getByRole('button', { name: 'Pay $49.99' })).toBeDisabled();
    expect(screen.queryByText(/Now at/)).toBeNull();
    await fillCard(user, VISA);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay $49.99' })).toBeEnabled();
  });

  it('branches on the refusal code, not the status: premium_required goes to premium, another 403 is shown', async () => {
    const user = userEvent.setup();
    let code = 'forbidden';
    stubPrograms({
      [PURCHASE]: () => ({ status: 403, body: { code, message: `Refused: ${code}` } }),
    });
    await open();
    await fillCard(user, VISA);
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Pay $49.99' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Refused: forbidden');
    expect(screen.queryByText(/Now at/)).toBeNull();
    // Premium lapsed between the page and the payment: the same status, its own code.
    code = 'premium_required';
    await fillCard(user, VISA);
    await user.click(screen.getByRole('button', { name: 'Pay $49.99' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(english('shared.programs.premiumRequired'));
    expect(
      await screen.findByText(`Now at ${paths.buyPremium()}`, {}, { timeout: 2_000 }),
    ).toBeInTheDocument();
  });

  it('tells a member without premium that premium comes first, then goes to its purchase 1 s later', async () => {
    stubPrograms({ 'GET /api/v4/users/me/': { body: premiumUser({ premium: false }) } });
    renderProgramsScreen(
      { path: paths.buy('program', 5), element: <ProgramPurchase programId={5} /> },
      paths.buy('program', 5),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(english('shared.programs.premiumRequired'));
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(
      await screen.findByText(`Now at ${paths.buyPremium()}`, {}, { timeout: 2_000 }),
    ).toBeInTheDocument();
  });

  it('blocks the purchase while another program is in progress', async () => {
    const { calls } = stubPrograms({
      'GET /api/v4/users/me/': { body: premiumUser({ program_in_progress: { id: 9, title: 'Run 5K' } }) },
    });
    renderProgramsScreen(
      { path: paths.buy('program', 5), element: <ProgramPurchase programId={5} /> },
      paths.buy('program', 5),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(english('shared.programs.inProgress'));
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(
      calls.some((call) => call.method === 'POST' && call.path !== '/api/v3/braintrees/client_token'),
    ).toBe(false);
  });

  it("sends the iOS app to the program's page, where the store sells it", async () => {
    setPlatformOverride('ios');
    const { calls } = stubPrograms();
    renderProgramsScreen(
      { path: paths.buy('program', 5), element: <ProgramPurchase programId={5} /> },
      paths.buy('program', 5),
      [paths.programDetails(5)],
    );
    expect(await screen.findByText(`Now at ${paths.programDetails(5)}`)).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/v3/braintrees/client_token')).toBe(false);
  });
});
