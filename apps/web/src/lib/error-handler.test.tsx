import { useMutation, useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { stubFetch } from '../test/fetch-stub';
import { renderApp } from '../test/render';
import { ApiError, apiFetch } from './api-client';
import { apiErrorText, handleApiError } from './error-handler';
import { readSession, writeSession } from './session';

/** A screen that loads something through the app's client, as every feature does. */
const Loads = ({ path }: { path: string }) => {
  const query = useQuery({ queryKey: ['probe', path], queryFn: () => apiFetch(path) });
  return <p>{query.status}</p>;
};

const Saves = ({ local }: { local: boolean }) => {
  const mutation = useMutation({
    mutationFn: () => apiFetch('/api/v4/thing', { method: 'POST', json: {} }),
    meta: local ? { errorHandledLocally: true } : undefined,
  });
  return (
    <button type="button" onClick={() => mutation.mutate()}>
      Save
    </button>
  );
};

const others = [paths.sign.login, paths.notFound];

describe('shared error handler (spec A8)', () => {
  it('on a 401 clears all stored state and the cache, and goes to login', async () => {
    writeSession({ email: 'ada@example.com', token: 'tok' });
    window.sessionStorage.setItem('something', 'kept?');
    stubFetch({ 'GET /api/v4/thing': { status: 401, body: { message: 'Please sign in to continue' } } });
    const { router, queryClient } = renderApp(<Loads path="/api/v4/thing" />, {
      at: paths.home,
      otherPaths: others,
    });
    queryClient.setQueryData(['other'], 'cached');

    expect(await screen.findByText(`Now at ${paths.sign.login}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.sign.login);
    expect(readSession()).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
    expect(queryClient.getQueryData(['other'])).toBeUndefined();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('handles a 401 even for a mutation that handles its errors locally, when a session is stored', async () => {
    const user = userEvent.setup();
    writeSession({ email: 'ada@example.com', token: 'expired' });
    stubFetch({ 'POST /api/v4/thing': { status: 401, body: { message: 'Please sign in to continue' } } });
    renderApp(<Saves local />, { at: paths.profileSetup, otherPaths: others });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Now at ${paths.sign.login}`)).toBeInTheDocument();
    expect(readSession()).toBeNull();
  });

  it('on a 404 goes to the not-found page and scrolls to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    writeSession({ email: 'ada@example.com', token: 'tok' });
    stubFetch({ 'GET /api/v4/programs/99': { status: 404, body: { message: 'Not found' } } });
    renderApp(<Loads path="/api/v4/programs/99" />, { at: paths.programDetails(99), otherPaths: others });
    expect(await screen.findByText(`Now at ${paths.notFound}`)).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(readSession()).not.toBeNull();
  });

  it('shows any other failure in a red toast that stays until closed', async () => {
    const user = userEvent.setup();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch({
      'POST /api/v4/thing': {
        status: 400,
        body: {
          message: 'Some fields are not valid',
          errors: { name: ['This field is required'], email: ['E-mail must be valid'] },
        },
      },
    });
    renderApp(<Saves local={false} />, { at: paths.home });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('This field is required');
    expect(toast).toHaveTextContent('E-mail must be valid');
    // Red as a whole (spec A8), not a white card with a red bar; the text white on it.
    expect(toast.style.backgroundColor).toBe('var(--mantine-color-red-9)');
    expect(within(toast).getByText('E-mail must be valid', { exact: false }).style.color).toBe(
      'var(--mantine-color-white)',
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(screen.getByRole('alert')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close message' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    vi.useRealTimers();
  });

  it('leaves the toast out for errors handled locally', async () => {
    const user = userEvent.setup();
    stubFetch({ 'POST /api/v4/thing': { status: 409, body: { message: 'Already there' } } });
    renderApp(<Saves local />, { at: paths.home });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads the errors, else the message, else nested data errors', () => {
    expect(
      apiErrorText(new ApiError(400, { message: 'Invalid', errors: { a: ['One'], b: ['Two', 'One'] } })),
    ).toBe('One\nTwo');
    expect(apiErrorText(new ApiError(409, { message: 'In progress' }))).toBe('In progress');
    expect(apiErrorText({ data: { errors: ['Nested'] } })).toBe('Nested');
    expect(apiErrorText({ data: { message: 'Nested message' } })).toBe('Nested message');
    expect(apiErrorText(new Error('Plain'))).toBe('Plain');
  });

  it.each([
    [{ data: { message: 'Nested text' } }, 'Nested text'],
    [{ data: { errors: { name: ['Nested field'] } } }, 'Nested field'],
  ])('shows a message the server nests under data, not "Request failed" (issue 14)', async (body, text) => {
    stubFetch({ 'POST /api/v4/thing': { status: 422, body } });
    renderApp(<Saves local={false} />, { at: paths.home });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(text);
    expect(toast).not.toHaveTextContent('Request failed');
  });

  it('is exported for forms that show an error and still want the shared handling', async () => {
    renderApp(<p>Profile</p>, { at: paths.profileSetup });
    handleApiError(new ApiError(500, { message: 'Something went wrong on our side. Please try again.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
  });
});
