import type { Picture } from '@studio/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render';
import { ComparePhotos } from './compare-photos';

const picture = (id: number, date: string): Picture => ({
  id,
  created_at: `${date}T10:00:00.000Z`,
  photo: { url: `https://cdn.example/photo-${id}.jpg` },
});
/** Newest first, as the server answers. */
const PICTURES = [picture(3, '2026-03-12'), picture(2, '2026-02-08'), picture(1, '2026-01-05')];

const section = () => screen.getByRole('region', { name: 'Before and after' });

describe('ComparePhotos', () => {
  it('shows nothing with fewer than two photos', () => {
    renderApp(<ComparePhotos pictures={[picture(1, '2026-01-05')]} />);
    expect(screen.queryByRole('region', { name: 'Before and after' })).not.toBeInTheDocument();
  });

  it('lays the oldest photo over the newest, a divider moved by the keyboard, dates shown', async () => {
    renderApp(<ComparePhotos pictures={PICTURES} />);
    const compare = section();
    expect(within(compare).getByRole('img', { name: 'Before: 5 Jan, 2026' })).toHaveAttribute(
      'src',
      'https://cdn.example/photo-1.jpg',
    );
    expect(within(compare).getByRole('img', { name: 'After: 12 Mar, 2026' })).toBeInTheDocument();
    expect(within(compare).getByText('Before: 5 Jan, 2026')).toBeInTheDocument();
    expect(within(compare).getByText('After: 12 Mar, 2026')).toBeInTheDocument();

    const divider = within(compare).getByRole('slider', { name: 'Divider between before and after' });
    expect(divider).toHaveValue('50');
    expect(divider).toHaveAttribute('aria-valuetext', '50% before, 50% after');
    fireEvent.change(divider, { target: { value: '20' } });
    expect(divider).toHaveAttribute('aria-valuetext', '20% before, 80% after');
    // The "before" photo is cut where the divider is.
    const stage = divider.parentElement as HTMLElement;
    expect(stage.style.getPropertyValue('--split')).toBe('20%');
  });

  it('compares the two photos the member picks, side by side', async () => {
    renderApp(<ComparePhotos pictures={PICTURES} />);
    const compare = section();
    await userEvent.selectOptions(
      within(compare).getByRole('combobox', { name: 'Before' }),
      'Photo 2 · 8 Feb, 2026',
    );
    await userEvent.click(within(compare).getByRole('radio', { name: 'Side by side' }));
    expect(within(compare).queryByRole('slider')).not.toBeInTheDocument();
    const figures = within(compare).getAllByRole('figure');
    expect(figures.map((figure) => figure.textContent)).toEqual([
      'Before: 8 Feb, 2026',
      'After: 12 Mar, 2026',
    ]);
    expect(within(compare).getByRole('img', { name: 'Before: 8 Feb, 2026' })).toHaveAttribute(
      'src',
      'https://cdn.example/photo-2.jpg',
    );
  });
});
