import { libraryPaths, localDay, nutritionPaths, SKELETONS, WEEK_DAYS } from '@studio/shared';
import { english } from '@studio/shared/english';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import {
  aCategory,
  aMealPlan,
  aNutritionLibrary,
  aRecipe,
  categoryCall,
  planningUser,
  RECIPES,
  recipeDetails,
  renderNutritionScreen,
  stubNutrition,
} from '../testing';
import { NutritionPage } from './nutrition-page';

const LIBRARY = `GET ${libraryPaths.library('nutrition')}`;
const MEAL_PLAN = `GET ${nutritionPaths.mealPlan}`;
const open = () =>
  renderNutritionScreen({ path: paths.nutrition, element: <NutritionPage /> }, paths.nutrition);
const week = () => screen.getByRole('region', { name: 'Your week' });
const dayCard = (name: string) =>
  within(week()).getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('NutritionPage (spec M2 "On demand and nutrition")', () => {
  it('shows the saved week, Sunday to Saturday, today marked, each meal opening its recipe', async () => {
    const user = userEvent.setup();
    // Two breakfasts: the days take turns with them in the order picked.
    const plan = aMealPlan(1, RECIPES);
    stubNutrition({
      [LIBRARY]: { body: aNutritionLibrary() },
      [MEAL_PLAN]: { body: { meal_plan: plan } },
      [`GET ${libraryPaths.item('recipe', 12)}`]: {
        body: recipeDetails(12),
      },
    });
    open();

    expect(
      await within(await screen.findByRole('region', { name: 'Your week' })).findAllByRole('heading', {
        level: 3,
      }),
    ).toHaveLength(7);
    expect(
      within(week())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    const today = localDay(new Date(), planningUser().time_zone).day;
    for (const day of WEEK_DAYS) {
      const name = day.charAt(0).toUpperCase() + day.slice(1);
      expect(dayCard(name).getAttribute('aria-current')).toBe(day === today ? 'date' : null);
    }
    expect(within(week()).getAllByText('Today')).toHaveLength(1);

    const sunday = within(dayCard('Sunday'));
    const sundayMeals = [
      'Breakfast Overnight oats',
      'Lunch Lentil bowl',
      'Snack Hummus and carrots',
      'Dinner Tofu stir-fry',
    ];
    expect(sunday.getAllByRole('link')).toEqual(
      sundayMeals.map((name) => sunday.getByRole('link', { name })),
    );
    const mondayBreakfast = within(dayCard('Monday')).getByRole('link', { name: 'Breakfast Green smoothie' });
    expect(mondayBreakfast).toHaveAttribute('href', `${paths.nutrition}?item=recipe-12`);
    expect(screen.getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', paths.homeSetupMeals());

    await user.click(mondayBreakfast);
    const details = await screen.findByRole('dialog', { name: 'Green smoothie' });
    expect(await within(details).findByText('Soak overnight.')).toBeInTheDocument();
  });

  it('invites the member to plan the week when there is no plan', async () => {
    stubNutrition({ [LIBRARY]: { body: aNutritionLibrary() } });
    open();
    expect(await screen.findByRole('heading', { level: 3, name: 'Plan your week' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan my week' })).toHaveAttribute('href', paths.homeSetup);
    expect(screen.queryByRole('link', { name: 'Change plan' })).toBeNull();
  });

  it('sends a member with no running program to the programs, without asking for a plan', async () => {
    const { calls } = stubNutrition({
      'GET /api/v4/users/me/': { body: planningUser({ program_in_progress: null }) },
      [LIBRARY]: { body: aNutritionLibrary() },
    });
    open();
    expect(await screen.findByText(english('shared.nutrition.programRequired'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the programs' })).toHaveAttribute('href', paths.programs);
    expect(calls.some((call) => call.path === nutritionPaths.mealPlan)).toBe(false);
  });

  it('shows a slider per category, each with a see-all link without filters, then the latest recipes', async () => {
    stubNutrition({
      [LIBRARY]: {
        body: aNutritionLibrary({
          categories: [aCategory(7, 'Breakfast'), aCategory(8, 'Dinner')],
          latest: [aRecipe(50, 'Miso soup', 'dinner')],
        }),
      },
      [categoryCall(7)]: {
        body: { list: aCategory(7, 'Breakfast'), items: RECIPES.slice(0, 2), offset: 0 },
      },
      [categoryCall(8)]: { body: { list: aCategory(8, 'Dinner'), items: [], offset: 0 } },
    });
    open();

    const breakfast = await screen.findByRole('region', { name: 'Breakfast' });
    expect(within(breakfast).getByRole('link', { name: /Overnight oats/ })).toHaveAttribute(
      'href',
      `${paths.nutrition}?item=recipe-11`,
    );
    // Recipes are never locked, whatever can_watch says (spec M2).
    expect(screen.queryByText('Locked: premium')).toBeNull();
    expect(screen.getByRole('link', { name: 'See all Breakfast' })).toHaveAttribute(
      'href',
      '/page/nutrition/categories/7/?filter=false',
    );
    const dinner = await screen.findByRole('region', { name: 'Dinner' });
    expect(within(dinner).getByText(english('shared.library.noResults'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all Dinner' })).toHaveAttribute(
      'href',
      '/page/nutrition/categories/8/?filter=false',
    );
    const latest = screen.getByRole('region', { name: 'Latest recipes' });
    expect(within(latest).getByRole('link', { name: /Miso soup/ })).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent)
        .filter((text) => text !== 'Your week'),
    ).toEqual(['Breakfast', 'Dinner', 'Latest recipes']);
  });

  it('holds each slider place with 10 skeletons while the recipes load', async () => {
    stubNutrition({ [LIBRARY]: () => new Promise(() => {}) });
    open();
    const loading = await screen.findByRole('status', { name: 'Loading the recipes' });
    const skeletons = within(loading).getAllByTestId('slider-skeleton');
    expect(skeletons.length % SKELETONS.sliders).toBe(0);
    expect(skeletons.length).toBeGreaterThanOrEqual(SKELETONS.sliders);
  });

  it('says there are no results when the nutrition library is empty', async () => {
    stubNutrition({ [LIBRARY]: { body: aNutritionLibrary() } });
    open();
    expect(await screen.findByText(english('shared.library.noResults'))).toBeInTheDocument();
  });
});
