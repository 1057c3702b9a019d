import { english } from '@studio/shared/english';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { planningUser, renderNutritionScreen, stubNutrition } from '../testing';
import { HomeSetupPage } from './home-setup-page';

const open = () =>
  renderNutritionScreen({ path: paths.homeSetup, element: <HomeSetupPage /> }, paths.homeSetup);

describe('HomeSetupPage (spec M2 "home/setup/")', () => {
  it('explains the weekly plan and leads to the diet selection', async () => {
    stubNutrition();
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: english('shared.homeCard.setupMealsTitle') }),
    ).toBeInTheDocument();
    expect(screen.getByText(/breakfast, lunch, snack and dinner/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose my diet' })).toHaveAttribute(
      'href',
      paths.homeSetupMeals(),
    );
    expect(screen.queryByText(english('shared.nutrition.programRequired'))).toBeNull();
  });

  it('says meal plans come with a program, and leads to the programs, when none is running', async () => {
    stubNutrition({ 'GET /api/v4/users/me/': { body: planningUser({ program_in_progress: null }) } });
    open();
    expect(await screen.findByText(english('shared.nutrition.programRequired'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the programs' })).toHaveAttribute('href', paths.programs);
    expect(screen.queryByRole('link', { name: 'Choose my diet' })).toBeNull();
  });
});
