import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { activateLocale } from '../../../lib/i18n';
import { renderApp } from '../../../test/render';
import { StreakCard } from './streak-card';

describe('StreakCard', () => {
  it('says the weeks in a row, the best, this week and the freeze, and leads to My week', async () => {
    renderApp(<StreakCard streak={{ current: 3, best: 5, week_days: 1, goal: 2, freeze_used: true }} />, {
      at: paths.home,
    });
    expect(await screen.findByRole('heading', { name: 'Weekly streak' })).toBeInTheDocument();
    expect(screen.getByText('3 weeks in a row')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 training days this week · Best: 5 weeks')).toBeInTheDocument();
    expect(screen.getByText("This month's freeze kept your streak going.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My week' })).toHaveAttribute('href', paths.week());
  });

  it('says when there is no streak yet', async () => {
    renderApp(<StreakCard streak={{ current: 0, best: 0, week_days: 0, goal: 3, freeze_used: false }} />, {
      at: paths.home,
    });
    expect(await screen.findByText('No streak yet')).toBeInTheDocument();
  });

  describe('in Brazilian Portuguese', () => {
    afterEach(() => activateLocale('en'));

    it('says the weeks, the best and this week as ICU plurals', async () => {
      await activateLocale('pt-BR');
      renderApp(<StreakCard streak={{ current: 1, best: 5, week_days: 1, goal: 2, freeze_used: false }} />, {
        at: paths.home,
      });
      expect(await screen.findByRole('heading', { name: 'Sequência semanal' })).toBeInTheDocument();
      expect(screen.getByText('1 semana seguida')).toBeInTheDocument();
      expect(screen.getByText('1 de 2 dias de treino nesta semana · Recorde: 5 semanas')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Minha semana' })).toBeInTheDocument();
    });
  });
});
