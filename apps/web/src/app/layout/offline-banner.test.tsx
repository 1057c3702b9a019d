import { apiPaths, KEPT_ANSWER_HEADER, offlineMessages } from '@studio/shared';
import { inEnglish } from '@studio/shared/english';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../../lib/api-client';
import { RECHECK_MS, reportReached } from '../../lib/network-status';
import { stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render';
import { OfflineBanner } from './offline-banner';

/** The network as fetch meets it: no answer at all (offline, or a network that reaches nothing). */
const noNetwork = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );

const offlineShown = () => screen.findByText(inEnglish(offlineMessages.offline));

afterEach(() => {
  vi.useRealTimers();
  // Each test starts from a page whose requests have met nothing yet.
  reportReached();
});

describe('the offline status (decision 0034)', () => {
  it('shows offline once a request gets no answer though the browser says online, and clears once one reaches the server', async () => {
    expect(navigator.onLine).toBe(true);
    renderApp(<OfflineBanner />);
    expect(screen.queryByText(inEnglish(offlineMessages.offline))).toBeNull();

    noNetwork();
    await expect(apiFetch('/api/v4/home')).rejects.toMatchObject({ code: 'unreachable' });
    expect(await offlineShown()).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(inEnglish(offlineMessages.offline));

    stubFetch({ 'GET /api/v4/home': { body: { ok: true } } });
    await apiFetch('/api/v4/home');
    await waitFor(() => expect(screen.queryByText(inEnglish(offlineMessages.offline))).toBeNull());
  });

  it('shows offline when the service worker answered from what it kept because the network failed', async () => {
    renderApp(<OfflineBanner />);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ ok: true }), {
            status: 200,
            headers: { 'content-type': 'application/json', [KEPT_ANSWER_HEADER]: '1' },
          }),
      ),
    );
    // The kept answer is still the page's data.
    await expect(apiFetch('/api/v4/home')).resolves.toEqual({ ok: true });
    expect(await offlineShown()).toBeInTheDocument();
  });

  it('counts an answer from the server as reached, whatever its status', async () => {
    renderApp(<OfflineBanner />);
    noNetwork();
    await expect(apiFetch('/api/v4/home')).rejects.toMatchObject({ code: 'unreachable' });
    expect(await offlineShown()).toBeInTheDocument();
    stubFetch({});
    await expect(apiFetch('/api/v4/home')).rejects.toMatchObject({ code: 'not_found' });
    await waitFor(() => expect(screen.queryByText(inEnglish(offlineMessages.offline))).toBeNull());
  });

  it('asks the server again now and then while nothing else does, and clears once it answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp(<OfflineBanner />);
    noNetwork();
    await expect(apiFetch('/api/v4/home')).rejects.toMatchObject({ code: 'unreachable' });
    expect(await offlineShown()).toBeInTheDocument();

    // Still nothing at the next check: still offline.
    await act(() => vi.advanceTimersByTimeAsync(RECHECK_MS));
    expect(screen.getByText(inEnglish(offlineMessages.offline))).toBeInTheDocument();

    const { calls } = stubFetch({ [`GET ${apiPaths.healthLive}`]: { body: { status: 'ok' } } });
    await act(() => vi.advanceTimersByTimeAsync(RECHECK_MS));
    await waitFor(() => expect(screen.queryByText(inEnglish(offlineMessages.offline))).toBeNull());
    expect(calls.map((call) => call.path)).toEqual([apiPaths.healthLive]);
  });

  it('still follows the browser: its offline and online events', async () => {
    renderApp(<OfflineBanner />);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await offlineShown()).toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText(inEnglish(offlineMessages.offline))).toBeNull());
  });
});
