import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { AppearanceSection } from './appearance-settings';

const KEY = 'mantine-color-scheme-value';
const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

afterEach(() => {
  window.localStorage.removeItem(KEY);
});

describe('Appearance', () => {
  it('follows the system until the member picks light or dark, and remembers the choice in this browser', async () => {
    renderApp(<AppearanceSection />);
    const group = screen.getByRole('radiogroup', { name: 'Appearance' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(scheme()).toBe('dark'));
    expect(window.localStorage.getItem(KEY)).toBe('dark');

    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    await waitFor(() => expect(scheme()).toBe('light'));
    expect(window.localStorage.getItem(KEY)).toBe('light');

    await userEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(window.localStorage.getItem(KEY)).toBe('auto');
  });
});
