import { APP_VERSION } from '@studio/shared';
import { english } from '@studio/shared/english';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { externalLinks, paths } from '../../config/paths';
import { aHome } from '../../features/home/testing';
import { setPlatformOverride } from '../../lib/platform';
import { readSession, writeSession } from '../../lib/session';
import { stubFetch } from '../../test/fetch-stub';
import { aUser, renderApp } from '../../test/render';
import { routes } from '../router';

/** The real route tree, signed in as a ready member. */
const openApp = (at: string) => {
  writeSession({ email: 'ada@example.com', token: 'tok' });
  const stub = stubFetch({
    'GET /api/v4/users/me/': { body: aUser() },
    'GET /api/v4/home': { body: aHome({ daily_phrase: null }) },
    'DELETE /api/v3/users/me/logout': { body: { message: 'Signed out' } },
  });
  return { ...renderApp(null, { at, routes }), ...stub };
};

describe('app layout on the web', () => {
  it('shows the header tabs, the mantra, the tiles and the footer with the version', async () => {
    setPlatformOverride('web');
    openApp(paths.home);
    // The first visit loads the layout's and the page's chunks.
    const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 5_000 });
    for (const name of ['Home', 'On demand', 'Programs', 'Nutrition']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText(/Ada/)).toBeInTheDocument();
    // The community tile and the footer link both open the external group in a new tab (the tiles
    // arrive with home's answer, rendered in the background).
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Community.*new tab/ })).toHaveLength(2));
    const community = screen.getAllByRole('link', { name: /Community.*new tab/ });
    for (const link of community) expect(link).toHaveAttribute('target', '_blank');
    for (const name of [/^On demand/, /^Programs/, /^Nutrition/]) {
      expect(screen.getAllByRole('link', { name }).length).toBeGreaterThanOrEqual(2);
    }
    expect(screen.getByText(new RegExp(APP_VERSION.replaceAll('.', '\\.')))).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('has the account menu entries, and logs out to a fresh login page', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    setPlatformOverride('web');
    const { calls } = openApp(paths.home);
    await user.click(await screen.findByRole('button', { name: 'Account menu' }, { timeout: 5_000 }));
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', paths.profile);
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', paths.profileSetup);
    expect(screen.getByRole('menuitem', { name: /Help/ })).toHaveAttribute('href', externalLinks.help);
    expect(screen.getByRole('menuitem', { name: /Help/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('menuitem', { name: 'Manage subscription' })).toHaveAttribute(
      'href',
      paths.subscription,
    );

    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(paths.sign.login));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/v3/users/me/logout')).toBe(
      true,
    );
    expect(readSession()).toBeNull();
  });

  it('shows the not-found texts with a way home, for unknown addresses too', async () => {
    setPlatformOverride('web');
    openApp('/page/nowhere/at/all/really');
    expect(
      await screen.findByRole('heading', { name: english('shared.notFound.title') }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(english('shared.notFound.text'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', `${paths.home}/`);
  });

  it('hides the header on the coming-soon page and links to the external form', async () => {
    setPlatformOverride('web');
    openApp(paths.comingSoon);
    expect(
      await screen.findByRole('heading', { name: 'Coming soon' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tell us what you want/ })).toHaveAttribute(
      'href',
      externalLinks.comingSoonForm,
    );
  });
});

describe('app layout on the phone', () => {
  it('shows the bottom bar with You active on measurements, and no tabs or footer', async () => {
    setPlatformOverride('android');
    openApp(paths.measurements);
    const bar = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 5_000 });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Today', 'On demand', 'Nutrition', 'Programs', 'You']);
    expect(within(bar).getByRole('link', { name: 'You' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: /Community/ })).not.toBeInTheDocument();
  });
});
