import { type Item, livePaths } from '@studio/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render';
import { anItem, TestSave } from '../testing';
import { ItemCard } from './item-card';

const renderCard = (item: Item, storeId = 'on_demand') =>
  renderApp(<ItemCard item={item} storeId={storeId} save={TestSave} />, { at: '/page/on_demand' });

describe('ItemCard (spec M2, M9)', () => {
  // An upcoming class's card asks which classes the member wants to be reminded of (issue 37).
  beforeEach(() => {
    stubFetch({ [`GET ${livePaths.reminders}`]: { body: { ids: [] } } });
  });

  it('shows the title, whole minutes and trainers, and opens details', () => {
    renderCard(anItem({ id: 3, duration: 1299 }));
    const link = screen.getByRole('link', { name: /HIIT express/ });
    expect(link).toHaveTextContent('21 min · Maya Reyes');
    expect(link).toHaveAttribute('href', '/page/on_demand?item=workout-3');
  });

  it('shows a recipe in its preparation minutes', () => {
    renderCard(anItem({ kind: 'recipe', duration: 0, preparation_time: 15, trainers: [] }), 'nutrition');
    expect(screen.getByRole('link')).toHaveTextContent('15 min');
  });

  it('does not open an upcoming live class, and says when it starts', () => {
    renderCard(
      anItem({
        kind: 'live_training',
        status: 'upcoming',
        event_date: '2026-12-06T09:00:00Z',
        title: 'Flow',
      }),
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Upcoming')).toBeInTheDocument();
    // The start in full in the card's text, where no badge width cuts it (issue 14: "JAN 4…").
    expect(screen.getByText(/^Starts Dec 6, \d\d:\d\d$/)).toBeInTheDocument();
    expect(screen.getByText('Not open yet: the class has not started')).toBeInTheDocument();
  });

  it('lets a member ask to be mailed when an upcoming class goes live (issue 37)', async () => {
    const { calls } = stubFetch({
      [`GET ${livePaths.reminders}`]: { body: { ids: [] } },
      [`PUT ${livePaths.reminder(8)}`]: { body: { ids: [8] } },
      [`DELETE ${livePaths.reminder(8)}`]: { body: { ids: [] } },
    });
    renderCard(
      anItem({ id: 8, kind: 'live_training', status: 'upcoming', event_date: '2026-12-06T09:00:00Z' }),
    );
    const remind = await screen.findByRole('button', { name: 'Remind me' });
    await waitFor(() => expect(remind).toBeEnabled());
    await userEvent.click(remind);
    const set = await screen.findByRole('button', { name: 'We will email you' });
    expect(set).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(set);
    await screen.findByRole('button', { name: 'Remind me' });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `GET ${livePaths.reminders}`,
      `PUT ${livePaths.reminder(8)}`,
      `DELETE ${livePaths.reminder(8)}`,
    ]);
  });

  it('marks a class on air "Live now" and opens it (issue 37)', () => {
    renderCard(anItem({ id: 9, kind: 'live_training', status: null, on_air: true }));
    expect(screen.getByRole('link')).toHaveTextContent('Live now');
    expect(screen.queryByRole('button', { name: 'Remind me' })).toBeNull();
  });

  it('opens an upcoming recipe: recipes always open', () => {
    renderCard(anItem({ kind: 'recipe', status: 'upcoming' }), 'nutrition');
    expect(screen.getByRole('link')).toBeInTheDocument();
  });

  it('shows a lock when the member may not watch, except in nutrition', () => {
    const { unmount } = renderCard(anItem({ can_watch: false }));
    expect(screen.getByRole('link')).toHaveTextContent('Locked: premium');
    unmount();
    renderCard(anItem({ can_watch: false }), 'nutrition');
    expect(screen.getByRole('link')).not.toHaveTextContent('Locked');
  });

  it('shows how far the member got in a video of Continue watching, in whole minutes', () => {
    const { unmount } = renderApp(
      <ItemCard
        item={{ ...anItem({ id: 3, duration: 1800 }), position_seconds: 754 }}
        storeId="on_demand"
        save={TestSave}
      />,
      { at: '/page/on_demand' },
    );
    const bar = screen.getByRole('progressbar', { name: 'Watched 12 of 30 minutes' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    // The card's link still opens details.
    expect(screen.getByRole('link', { name: /HIIT express/ })).toHaveAttribute(
      'href',
      '/page/on_demand?item=workout-3',
    );
    unmount();
    // Other lists have no position: no bar; a position past the end fills it.
    renderCard(anItem());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('never shows more than the whole video', () => {
    renderApp(
      <ItemCard
        item={{ ...anItem({ duration: 60 }), position_seconds: 90 }}
        storeId="on_demand"
        save={TestSave}
      />,
      {
        at: '/page/on_demand',
      },
    );
    const bar = screen.getByRole('progressbar', { name: 'Watched 1 of 1 minute' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
  });

  it('shows the save action it is given beside its link, not in it (spec M4)', () => {
    renderCard(anItem({ title: 'HIIT express' }));
    const save = screen.getByRole('button', { name: 'Save HIIT express' });
    expect(screen.getByRole('link', { name: /HIIT express/ })).not.toContainElement(save);
  });

  it('marks new and completed items', () => {
    renderCard(anItem({ is_new: true, completed: true }));
    expect(screen.getByRole('link')).toHaveTextContent('New');
    expect(screen.getByRole('link')).toHaveTextContent('Completed');
  });

  it("speaks the member's language: its words, minutes and start date in pt-BR (issue 35)", async () => {
    await activateLocale('pt-BR');
    try {
      const { unmount } = renderCard(
        anItem({
          kind: 'live_training',
          status: 'upcoming',
          event_date: '2026-12-06T09:00:00Z',
          title: 'Flow',
        }),
      );
      expect(screen.getByText('Em breve')).toBeInTheDocument();
      expect(screen.getByText(/^Começa em 6 de dez\., \d\d:\d\d$/)).toBeInTheDocument();
      expect(screen.getByText('21 min · Maya Reyes')).toBeInTheDocument();
      unmount();
      renderApp(
        <ItemCard
          item={{ ...anItem({ id: 3, duration: 1800 }), position_seconds: 754 }}
          storeId="on_demand"
          save={TestSave}
        />,
        { at: '/page/on_demand' },
      );
      expect(screen.getByRole('progressbar', { name: 'Assistiu 12 de 30 minutos' })).toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });
});
