import { programPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { setPlatformOverride } from '../../../lib/platform';
import { ME_QUERY_KEY, useMe } from '../../accounts';
import { ProgramDetailsPage } from '../pages/program-details-page';
import { type StoreBridge, setStoreBridge } from '../store/store-bridge';
import { aProgramDetails, premiumUser, renderProgramsScreen, stubPrograms } from '../testing';
import { useStoreSync } from './use-store-sync';

const PURCHASE = `POST ${programPaths.purchase(5)}`;
const details = { path: paths.programDetails(':id'), element: <ProgramDetailsPage /> };

const bridgeWith = (purchase: StoreBridge['purchase']): StoreBridge => ({
  purchase: vi.fn(purchase),
  restorePurchases: vi.fn(async () => []),
});

const clickBuy = async () => {
  const button = await screen.findByRole('button', { name: english('shared.programs.buy') });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.setup().click(button);
};

beforeEach(() => setPlatformOverride('ios'));
afterEach(() => {
  setStoreBridge(null);
  vi.useRealTimers();
});

describe('buying a program in the iOS app (spec A1, A8; DESIGN 4)', () => {
  it('buys through the store, then sends the transaction and goes to the workout days', async () => {
    const bridge = bridgeWith(async () => ({
      transaction_identifier: 'apple-tx-1',
      transaction_status: 'purchased',
      price: '49.99',
    }));
    setStoreBridge(bridge);
    const { calls } = stubPrograms({
      [PURCHASE]: {
        body: { message: 'Program purchased', program: aProgramDetails({ has_purchased: true }) },
      },
    });
    renderProgramsScreen(details, paths.programDetails(5));
    await clickBuy();
    expect(await screen.findByText(`Now at ${paths.programWorkoutDays}`)).toBeInTheDocument();
    expect(bridge.purchase).toHaveBeenCalledWith('studio.program.strong6');
    const sent = calls.find((call) => call.method === 'POST' && call.path === programPaths.purchase(5));
    expect(sent?.body).toEqual({
      program_promo_code_id: null,
      transaction_identifier: 'apple-tx-1',
      transaction_status: 'purchased',
      price: '49.99',
    });
    expect(sent?.headers.get('x-client-platform')).toBe('ios');
    // The user is loaded again after the purchase (spec A4).
    expect(calls.filter((call) => call.path === '/api/v4/users/me/').length).toBeGreaterThanOrEqual(2);
  });

  it('says "Program not found" when the store has no such product, and sends nothing', async () => {
    setStoreBridge(bridgeWith(async () => 'not_found'));
    const { calls } = stubPrograms();
    renderProgramsScreen(details, paths.programDetails(5));
    await clickBuy();
    expect(await screen.findByRole('alert')).toHaveTextContent(english('shared.programs.notFound'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says "Program not found" for a program without a store product, without asking the store', async () => {
    const bridge = bridgeWith(async () => 'cancelled');
    setStoreBridge(bridge);
    stubPrograms({
      [`GET ${programPaths.details(5)}`]: { body: { program: aProgramDetails({ apple_product_id: null }) } },
    });
    renderProgramsScreen(details, paths.programDetails(5));
    await clickBuy();
    expect(await screen.findByRole('alert')).toHaveTextContent(english('shared.programs.notFound'));
    expect(bridge.purchase).not.toHaveBeenCalled();
  });

  it('says "Payment Cancelled" when the member cancels in the store, and stays', async () => {
    setStoreBridge(bridgeWith(async () => 'cancelled'));
    const { calls } = stubPrograms();
    const { router } = renderProgramsScreen(details, paths.programDetails(5));
    await clickBuy();
    expect(await screen.findByRole('alert')).toHaveTextContent(english('shared.billing.paymentCancelled'));
    expect(router.state.location.pathname).toBe(paths.programDetails(5));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal of a store transaction", async () => {
    setStoreBridge(
      bridgeWith(async () => ({
        transaction_identifier: 't',
        transaction_status: 'purchased',
        price: '1.00',
      })),
    );
    stubPrograms({
      [PURCHASE]: {
        status: 409,
        body: {
          code: 'price_changed',
          message: 'The price has changed. Please review the program and try again.',
        },
      },
    });
    renderProgramsScreen(details, paths.programDetails(5));
    await clickBuy();
    expect(await screen.findByRole('alert')).toHaveTextContent('The price has changed.');
  });
});

const SyncProbe = () => {
  useStoreSync();
  return <p>Synced app</p>;
};

/** Signed in (the member in the cache, as login leaves it), then the app's frame starts. */
const SignedIn = () => {
  const { data: user } = useMe();
  const [started, setStarted] = useState(false);
  return (
    <>
      {user ? <p>Signed in as {user.name}</p> : null}
      <button type="button" onClick={() => setStarted(true)}>
        Start the app
      </button>
      {started ? <SyncProbe /> : null}
    </>
  );
};

describe('the iOS store sync after sign-in (spec A4)', () => {
  it('restores the store purchases 2 s after sign-in with apple_rc_sync, and keeps the answered user', async () => {
    const bridge: StoreBridge = {
      purchase: vi.fn(),
      restorePurchases: vi.fn(async () => [{ transaction_identifier: 'apple-tx-1', product_id: 'p1' }]),
    };
    setStoreBridge(bridge);
    const synced = premiumUser({ apple_rc_sync: false, has_program: true });
    const { calls } = stubPrograms({
      'GET /api/v4/users/me/': { body: premiumUser({ apple_rc_sync: true }) },
      [`POST ${programPaths.storeSync}`]: { body: synced },
    });
    const { queryClient } = renderProgramsScreen({ path: paths.home, element: <SignedIn /> }, paths.home);
    await screen.findByText('Signed in as Ada');

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Start the app' }));
    act(() => vi.advanceTimersByTime(1_999));
    expect(bridge.restorePurchases).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(bridge.restorePurchases).toHaveBeenCalledTimes(1);
    vi.useRealTimers();

    await waitFor(() => expect(queryClient.getQueryData(ME_QUERY_KEY)).toEqual(synced));
    expect(calls.find((call) => call.path === programPaths.storeSync)?.body).toEqual({
      transactions: [{ transaction_identifier: 'apple-tx-1', product_id: 'p1' }],
    });
  });

  it('does not sync a member without the flag', async () => {
    const bridge = bridgeWith(async () => 'cancelled');
    setStoreBridge(bridge);
    const { calls } = stubPrograms();
    renderProgramsScreen({ path: paths.home, element: <SignedIn /> }, paths.home);
    await screen.findByText('Signed in as Ada');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Start the app' }));
    act(() => vi.advanceTimersByTime(5_000));
    expect(bridge.restorePurchases).not.toHaveBeenCalled();
    expect(calls.some((call) => call.path === programPaths.storeSync)).toBe(false);
  });

  it('does nothing outside the iOS app', async () => {
    const bridge = bridgeWith(async () => 'cancelled');
    setStoreBridge(bridge);
    setPlatformOverride('web');
    const { calls } = stubPrograms({
      'GET /api/v4/users/me/': { body: premiumUser({ apple_rc_sync: true }) },
    });
    renderProgramsScreen({ path: paths.home, element: <SignedIn /> }, paths.home);
    await screen.findByText('Signed in as Ada');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Start the app' }));
    act(() => vi.advanceTimersByTime(5_000));
    expect(bridge.restorePurchases).not.toHaveBeenCalled();
    expect(calls.some((call) => call.path === programPaths.storeSync)).toBe(false);
  });
});
