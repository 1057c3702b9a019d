import { english } from '@studio/shared/english';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import { renderApp } from '../../../test/render';
import { WeeklyGoalForm } from './weekly-goal-form';

const day = (name: string) => screen.getByRole('button', { name });
const finish = () => screen.getByRole('button', { name: 'Finish' });
const slider = () => screen.getByRole('slider', { name: 'Weekly workout goal' });

describe('WeeklyGoalForm (onboarding day-count rule, spec A5)', () => {
  it('starts at the default goal of 3 with the recommendation and asks for 3 days', () => {
    renderApp(<WeeklyGoalForm onSubmit={vi.fn()} />);
    expect(slider()).toHaveAttribute('aria-valuenow', '3');
    expect(screen.getByText(english('shared.days.recommendation'))).toBeInTheDocument();
    expect(screen.getByText('3-4 days: beginner')).toBeInTheDocument();
    expect(screen.getByText('4 days: intermediate')).toBeInTheDocument();
    expect(screen.getByText('5-6 days: advanced')).toBeInTheDocument();
    expect(screen.getByText(english('shared.days.selectMore', { count: 3 }))).toBeInTheDocument();
    expect(day('Sunday')).toHaveAttribute('aria-pressed', 'false');
    expect(finish()).toBeDisabled();
  });

  it('counts down the hint, refuses a day past the goal and enables Finish at the exact count', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderApp(<WeeklyGoalForm onSubmit={onSubmit} />);

    await user.click(day('Monday'));
    expect(day('Monday')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(english('shared.days.selectMore', { count: 2 }))).toBeInTheDocument();
    await user.click(day('Wednesday'));
    expect(finish()).toBeDisabled();
    await user.click(day('Friday'));
    expect(screen.queryByText(/more days to continue/)).not.toBeInTheDocument();
    expect(finish()).toBeEnabled();

    await user.click(day('Saturday'));
    expect(day('Saturday')).toHaveAttribute('aria-pressed', 'false');

    // Unpicking a day opens room again.
    await user.click(day('Friday'));
    expect(finish()).toBeDisabled();
    expect(screen.getByText(english('shared.days.selectMore', { count: 1 }))).toBeInTheDocument();
    await user.click(day('Saturday'));
    await user.click(finish());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      weekly_goal: 3,
      workout_days: {
        sunday: false,
        monday: true,
        tuesday: false,
        wednesday: true,
        thursday: false,
        friday: false,
        saturday: true,
      },
    });
  });

  it('clears the days when the goal changes', async () => {
    const user = userEvent.setup();
    renderApp(<WeeklyGoalForm onSubmit={vi.fn()} />);
    await user.click(day('Monday'));
    await user.click(day('Tuesday'));

    fireEvent.keyDown(slider(), { key: 'ArrowRight' });

    expect(slider()).toHaveAttribute('aria-valuenow', '4');
    expect(day('Monday')).toHaveAttribute('aria-pressed', 'false');
    expect(day('Tuesday')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(english('shared.days.selectMore', { count: 4 }))).toBeInTheDocument();
    expect(screen.getByText('intermediate')).toBeInTheDocument();
  });

  it('blocks the days until a goal of at least 1 is chosen', () => {
    renderApp(<WeeklyGoalForm onSubmit={vi.fn()} defaultGoal={0} />);
    for (const name of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
      expect(day(name)).toBeDisabled();
    }
    expect(finish()).toBeDisabled();
    // The rule is said, not only the button greyed (issue 14).
    expect(screen.getByText(english('shared.days.goalAtLeastOne'))).toBeInTheDocument();

    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    expect(day('Sunday')).toBeEnabled();
    expect(screen.getByText(english('shared.days.selectMore', { count: 1 }))).toBeInTheDocument();
    expect(screen.queryByText(english('shared.days.goalAtLeastOne'))).not.toBeInTheDocument();
  });

  it('keeps Finish disabled while a server error shows', async () => {
    const user = userEvent.setup();
    const onDismissError = vi.fn();
    renderApp(
      <WeeklyGoalForm
        onSubmit={vi.fn()}
        defaultGoal={1}
        serverError="Nope"
        onDismissError={onDismissError}
      />,
    );
    await user.click(day('Monday'));
    expect(onDismissError).toHaveBeenCalled();
    expect(finish()).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Nope');
  });
});

describe('WeeklyGoalForm in Brazilian Portuguese (issue 35)', () => {
  afterEach(() => activateLocale('en'));

  it('names the days, the goal and the level in the language, from Intl and the catalogue', async () => {
    await activateLocale('pt-BR');
    renderApp(<WeeklyGoalForm onSubmit={vi.fn()} />);
    expect(screen.getByRole('slider', { name: 'Meta semanal de treinos' })).toHaveAttribute(
      'aria-valuenow',
      '3',
    );
    expect(screen.getByText('3 dias por semana')).toBeInTheDocument();
    expect(screen.getByText('3-4 dias: iniciante')).toBeInTheDocument();
    const sunday = screen.getByRole('button', { name: 'Domingo' });
    expect(sunday).toHaveTextContent(/^Dom\.?$/);
    expect(screen.getByRole('button', { name: 'Segunda-feira' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Concluir' })).toBeDisabled();
  });
});
