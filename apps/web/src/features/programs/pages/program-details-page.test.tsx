import { BANNER_HEIGHT, libraryPaths, programPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { setPlatformOverride } from '../../../lib/platform';
import { aProgramDetails, premiumUser, renderProgramsScreen, stubPrograms } from '../testing';
import { ProgramDetailsPage } from './program-details-page';

const DETAILS = `GET ${programPaths.details(5)}`;
const page = { path: paths.programDetails(':id'), element: <ProgramDetailsPage /> };
const open = (at = paths.programDetails(5)) => renderProgramsScreen(page, at);
/** The buy button once the member is known (what a click does depends on them). */
const buyButton = async () => {
  const button = await screen.findByRole('button', { name: english('shared.programs.buy') });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('ProgramDetailsPage (spec M2)', () => {
  it('shows the banner (436 px, image, title, description) and the weeks with their workouts', async () => {
    setPlatformOverride('web');
    stubPrograms();
    open();
    const title = await screen.findByRole('heading', { level: 1, name: 'Strong in six' });
    const banner = title.closest('[data-testid="program-banner"]') as HTMLElement;
    expect(banner.style.minHeight).toBe(`${BANNER_HEIGHT.details}px`);
    expect(banner.style.backgroundImage).toContain('/media/strong.jpg');
    expect(screen.getByText('Six weeks of strength.')).toBeInTheDocument();
    expect(screen.getByText('6 weeks · $49.99')).toBeInTheDocument();

    const week1 = screen.getByRole('region', { name: 'Week 1 (days 1-7)' });
    expect(screen.getByRole('heading', { level: 2, name: 'Week 2 (days 8-14)' })).toBeInTheDocument();
    const first = within(week1).getByRole('link', { name: /Full body A/ });
    expect(first).toHaveTextContent('Day 1');
    expect(first).toHaveTextContent('21 min');
    expect(within(first).getByText('Completed')).toBeInTheDocument();
    expect(within(week1).getByRole('link', { name: /Full body B/ })).not.toHaveTextContent('Completed');
    // Each workout opens the library's details (and player) over this page.
    expect(first).toHaveAttribute('href', `${paths.programDetails(5)}?item=workout-11`);
    // The back button is the phone's.
    expect(screen.queryByRole('link', { name: 'Back to programs' })).toBeNull();
  });

  it('opens a workout in the item details dialog', async () => {
    const user = userEvent.setup();
    setPlatformOverride('web');
    // The details never arrive here: the dialog shows its loader.
    stubPrograms({ [`GET ${libraryPaths.item('workout', 12)}`]: () => new Promise(() => {}) });
    const { router } = open();
    await user.click(await screen.findByRole('link', { name: /Full body B/ }));
    expect(router.state.location.search).toBe('?item=workout-12');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('has a back button to the programs on the phone layout', async () => {
    setPlatformOverride('android');
    stubPrograms();
    open();
    expect(await screen.findByRole('link', { name: 'Back to programs' })).toHaveAttribute(
      'href',
      paths.programs,
    );
  });

  it.each([
    ['not bought', {}, english('shared.programs.buy')],
    ['completed', { has_completed: true }, english('shared.programs.buyAgain')],
    ['ended before completion (DESIGN 3a)', { has_canceled: true }, english('shared.programs.buyAgain')],
  ])('reads "%s" → %s', async (_state, overrides, label) => {
    stubPrograms({ [DETAILS]: { body: { program: aProgramDetails(overrides) } } });
    open();
    expect(await screen.findByRole('button', { name: label })).toBeInTheDocument();
  });

  it('has no buy button while the program is purchased', async () => {
    stubPrograms({ [DETAILS]: { body: { program: aProgramDetails({ has_purchased: true }) } } });
    open();
    await screen.findByRole('heading', { level: 1, name: 'Strong in six' });
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /buy program/ })).toBeNull();
  });

  it('goes to the program purchase for a premium member', async () => {
    const user = userEvent.setup();
    setPlatformOverride('web');
    stubPrograms();
    open();
    await user.click(await buyButton());
    expect(await screen.findByText(`Now at ${paths.buy('program', 5)}`)).toBeInTheDocument();
  });

  it('tells a member without premium that premium comes first, then goes to its purchase 1 s later', async () => {
    setPlatformOverride('web');
    stubPrograms({ 'GET /api/v4/users/me/': { body: premiumUser({ premium: false }) } });
    open();
    const button = await buyButton();
    vi.useFakeTimers();
    fireEvent.click(button);
    expect(screen.getByRole('alert')).toHaveTextContent(english('shared.programs.premiumRequired'));
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('heading', { level: 1, name: 'Strong in six' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    expect(await screen.findByText(`Now at ${paths.buyPremium()}`)).toBeInTheDocument();
  });

  it('blocks the purchase while another program is in progress, and stays', async () => {
    const user = userEvent.setup();
    stubPrograms({
      'GET /api/v4/users/me/': { body: premiumUser({ program_in_progress: { id: 9, title: 'Run 5K' } }) },
    });
    const { router } = open();
    await user.click(await buyButton());
    expect(screen.getByRole('alert')).toHaveTextContent(english('shared.programs.inProgress'));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(router.state.location.pathname).toBe(paths.programDetails(5));
  });

  it('sends an address that is not a program id to the not-found page', async () => {
    stubPrograms();
    open('/page/programs/details/abc');
    expect(await screen.findByText(`Now at ${paths.notFound}`)).toBeInTheDocument();
  });
});
