import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { setPlatformOverride } from '../../../lib/platform';
import { renderApp } from '../../../test/render';
import { makeUser } from '../../../test/user';
import { ProfileHead } from './profile-head';

describe('ProfileHead', () => {
  it('shows the full name, level and "Member since" as month and two-digit year', () => {
    setPlatformOverride('web');
    renderApp(<ProfileHead user={makeUser({ created_at: '2026-11-15T12:00:00.000Z' })} />);
    expect(screen.getByRole('heading', { name: 'Ana Silva' })).toBeInTheDocument();
    expect(screen.getByText('Beginner')).toBeInTheDocument();
    expect(screen.getByText('Member since Nov 26')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-name-skeleton')).not.toBeInTheDocument();
  });

  it('shows a skeleton instead of the name while there is no last name', () => {
    setPlatformOverride('web');
    renderApp(<ProfileHead user={makeUser({ last_name: '', created_at: '2025-03-10T12:00:00.000Z' })} />);
    expect(screen.getByTestId('profile-name-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Profile');
    expect(screen.queryByRole('heading', { name: /Ana/ })).not.toBeInTheDocument();
    expect(screen.getByText('Member since Mar 25')).toBeInTheDocument();
  });

  it('offers an edit button beside the name on the web', () => {
    setPlatformOverride('web');
    renderApp(<ProfileHead user={makeUser()} />);
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', paths.profileSetup);
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it.each(['android', 'ios'] as const)('offers a settings button on the phone layout (%s)', (platform) => {
    setPlatformOverride(platform);
    renderApp(<ProfileHead user={makeUser()} />);
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', paths.profileSetup);
    expect(screen.queryByRole('link', { name: 'Edit profile' })).not.toBeInTheDocument();
  });

  it('shows the avatar when the member has one', () => {
    setPlatformOverride('web');
    renderApp(<ProfileHead user={makeUser({ avatar: 'https://cdn.example/a.png' })} />);
    expect(screen.getByRole('img', { name: 'Ana Silva' })).toHaveAttribute(
      'src',
      'https://cdn.example/a.png',
    );
  });
});
