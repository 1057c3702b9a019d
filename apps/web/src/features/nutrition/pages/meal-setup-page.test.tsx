import { nutritionPaths } from '@studio/shared';
import { english } from '@studio/shared/english';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { activateLocale } from '../../../lib/i18n';
import { nutritionKeys } from '../api/query-keys';
import {
  aMealPlan,
  deferred,
  planningUser,
  programRecipes,
  RECIPES,
  recipeById,
  recipesCall,
  renderNutritionScreen,
  stubNutrition,
} from '../testing';
import { MealSetupPage } from './meal-setup-page';

const SAVE = `POST ${nutritionPaths.programRecipes}`;
const open = (at: string) =>
  renderNutritionScreen(
    { path: `${paths.homeSetupMeals()}/:nutrition_type?`, element: <MealSetupPage /> },
    at,
  );
const diet = (name: string) => screen.getByRole('button', { name });
const recipe = (name: string) => screen.getByRole('checkbox', { name });
const save = () => screen.getByRole('button', { name: 'Save my week' });
const statusText = () => screen.getByText(/^Still to choose|every meal is covered/);

describe('MealSetupPage: diet selection (spec M2, M4)', () => {
  it('loads the chosen diet’s recipes first, and only then goes to meals/{diet}', async () => {
    const user = userEvent.setup();
    const answer = deferred<{ body: unknown }>();
    const { calls } = stubNutrition({ [recipesCall(2)]: () => answer.promise });
    const { router } = open(paths.homeSetupMeals());

    await user.click(await screen.findByRole('button', { name: 'Meat' }));
    expect(diet('Meat')).toHaveAttribute('aria-pressed', 'true');
    expect(diet('Meat')).toHaveAttribute('aria-busy', 'true');
    expect(calls.filter((call) => call.path === recipesCall(2).slice(4))).toHaveLength(1);
    // Still on the diets while the recipes load.
    expect(router.state.location.pathname).toBe(paths.homeSetupMeals());
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your diet' })).toBeInTheDocument();

    answer.resolve({ body: programRecipes(2) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meat recipes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.homeSetupMeals(2));
    expect(recipe('Overnight oats')).toBeInTheDocument();
    // The recipes page uses what the choice loaded.
    expect(calls.filter((call) => call.path === recipesCall(2).slice(4))).toHaveLength(1);
  });

  it('stays on the diets when the recipes cannot be loaded', async () => {
    const user = userEvent.setup();
    stubNutrition({
      [recipesCall(1)]: { status: 400, body: { message: english('shared.nutrition.dietInvalid') } },
    });
    const { router } = open(paths.homeSetupMeals());
    await user.click(await screen.findByRole('button', { name: 'Plant' }));
    await waitFor(() => expect(diet('Plant')).toHaveAttribute('aria-busy', 'false'));
    expect(diet('Plant')).toHaveAttribute('aria-pressed', 'false');
    expect(router.state.location.pathname).toBe(paths.homeSetupMeals());
    // The shared handler says what went wrong.
    expect(await screen.findByText(english('shared.nutrition.dietInvalid'))).toBeInTheDocument();
  });

  it('preselects the diet of the member’s saved week', async () => {
    stubNutrition({ [`GET ${nutritionPaths.mealPlan}`]: { body: { meal_plan: aMealPlan(3, RECIPES) } } });
    open(paths.homeSetupMeals());
    expect(await screen.findByRole('button', { name: 'Miscellaneous' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(diet('Plant')).toHaveAttribute('aria-pressed', 'false');
    expect(diet('Meat')).toHaveAttribute('aria-pressed', 'false');
  });

  it('says meal plans come with a program when none is running', async () => {
    const { calls } = stubNutrition({
      'GET /api/v4/users/me/': { body: planningUser({ program_in_progress: null }) },
    });
    open(paths.homeSetupMeals());
    expect(await screen.findByText(english('shared.nutrition.programRequired'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the programs' })).toHaveAttribute('href', paths.programs);
    expect(screen.queryByRole('button', { name: 'Plant' })).toBeNull();
    expect(calls.some((call) => call.path.startsWith(nutritionPaths.programRecipes))).toBe(false);
  });
});

describe('MealSetupPage: weekly recipe selection (spec M2, M4, M5)', () => {
  it('enables save only once every meal type has a recipe, then saves in the order picked and goes home', async () => {
    const user = userEvent.setup();
    const answer = deferred<{ body: unknown }>();
    const { calls } = stubNutrition({ [SAVE]: () => answer.promise });
    const { queryClient } = open(paths.homeSetupMeals(1));
    queryClient.setQueryData(['home'], { meals: [] });

    expect(await screen.findByRole('checkbox', { name: 'Overnight oats' })).not.toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'Plant recipes' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Breakfast',
      'Lunch',
      'Snack',
      'Dinner',
    ]);
    expect(save()).toBeDisabled();
    expect(statusText()).toHaveTextContent('Still to choose: breakfast, lunch, snack and dinner.');

    await user.click(recipe('Bean chilli'));
    await user.click(recipe('Green smoothie'));
    await user.click(recipe('Lentil bowl'));
    expect(recipe('Bean chilli')).toBeChecked();
    expect(statusText()).toHaveTextContent('Still to choose: snack.');
    expect(save()).toBeDisabled();

    await user.click(recipe('Hummus and carrots'));
    expect(save()).toBeEnabled();
    expect(statusText()).toHaveTextContent('4 recipes chosen: every meal is covered.');
    await user.click(recipe('Overnight oats'));

    await user.click(save());
    // Disabled while saving.
    await waitFor(() => expect(save()).toBeDisabled());
    const picked = [42, 12, 21, 31, 11];
    const mealPlan = aMealPlan(1, picked.map(recipeById));
    answer.resolve({ body: { message: english('shared.nutrition.saved'), meal_plan: mealPlan } });

    expect(await screen.findByText(`Now at ${paths.home}`)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      ids: picked,
      diet_id: 1,
    });
    expect(queryClient.getQueryState(['home'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(nutritionKeys.mealPlan)).toEqual(mealPlan);
  });

  it('starts from the saved week of the diet, and unchecking a meal’s last recipe blocks saving again', async () => {
    const user = userEvent.setup();
    stubNutrition({ [recipesCall(1)]: { body: programRecipes(1, [12, 21, 31, 41]) } });
    open(paths.homeSetupMeals(1));
    expect(await screen.findByRole('checkbox', { name: 'Green smoothie' })).toBeChecked();
    expect(recipe('Overnight oats')).not.toBeChecked();
    expect(recipe('Tofu stir-fry')).toBeChecked();
    expect(save()).toBeEnabled();

    await user.click(recipe('Hummus and carrots'));
    expect(recipe('Hummus and carrots')).not.toBeChecked();
    expect(save()).toBeDisabled();
    expect(statusText()).toHaveTextContent('Still to choose: snack.');
  });

  it('shows the server’s field error and keeps save blocked until the choice changes', async () => {
    const user = userEvent.setup();
    const refusal = english('shared.nutrition.everyMealType');
    stubNutrition({
      [recipesCall(1)]: { body: programRecipes(1, [12, 21, 31, 41]) },
      [SAVE]: { status: 400, body: { message: refusal, errors: { ids: [refusal] } } },
    });
    const { router } = open(paths.homeSetupMeals(1));
    await user.click(await screen.findByRole('button', { name: 'Save my week' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(save()).toBeDisabled();
    expect(router.state.location.pathname).toBe(paths.homeSetupMeals(1));

    await user.click(recipe('Overnight oats'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(save()).toBeEnabled();
  });

  it('goes back to the diets with the diet cleared', async () => {
    const user = userEvent.setup();
    stubNutrition({ [`GET ${nutritionPaths.mealPlan}`]: { body: { meal_plan: aMealPlan(1, RECIPES) } } });
    const { router } = open(paths.homeSetupMeals(1));
    await user.click(await screen.findByRole('button', { name: 'Back to diets' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your diet' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.homeSetupMeals());
    const diets = await screen.findByRole('group', { name: 'Diets' });
    // The saved diet (Plant) would be preselected on a fresh visit; coming back, none is.
    for (const button of within(diets).getAllByRole('button')) {
      expect(button).toHaveAttribute('aria-pressed', 'false');
    }
    expect(within(diets).getAllByRole('button')).toHaveLength(3);
  });

  it('gives every recipe card the same parts at the same heights: picture first, a two-line title (issue 14)', async () => {
    stubNutrition();
    open(paths.homeSetupMeals(1));
    await screen.findByRole('checkbox', { name: 'Overnight oats' });
    const cards = screen.getAllByRole('checkbox');
    expect(cards).toHaveLength(RECIPES.length);
    const titleBoxes = cards.map((card) => {
      expect(card.firstElementChild?.querySelector('img')).not.toBeNull();
      const title = within(card).getByText(card.getAttribute('aria-label') ?? '');
      expect(title).toHaveAttribute('data-line-clamp');
      return title.style.height;
    });
    // A title that wraps and one that does not take the same two lines: no picture below starts lower.
    expect(new Set(titleBoxes)).toEqual(new Set(['calc(2em * var(--mantine-line-height-sm))']));
  });

  it('links each recipe to its details', async () => {
    stubNutrition();
    open(paths.homeSetupMeals(1));
    expect(await screen.findByRole('link', { name: 'See the recipe Overnight oats' })).toHaveAttribute(
      'href',
      `${paths.homeSetupMeals(1)}?item=recipe-11`,
    );
  });

  it.each(['9', '0', 'plant'])('sends an unknown diet (%s) back to the diet selection', async (id) => {
    const { calls } = stubNutrition();
    const { router } = open(`${paths.homeSetupMeals()}/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your diet' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.homeSetupMeals());
    expect(calls.some((call) => call.path.startsWith(nutritionPaths.programRecipes))).toBe(false);
  });

  it('says meal plans come with a program when none is running', async () => {
    stubNutrition({ 'GET /api/v4/users/me/': { body: planningUser({ program_in_progress: null }) } });
    open(paths.homeSetupMeals(2));
    expect(await screen.findByText(english('shared.nutrition.programRequired'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save my week' })).toBeNull();
  });

  it("speaks the member's language: meals, what is left and the count in es (issue 35)", async () => {
    const user = userEvent.setup();
    stubNutrition();
    await activateLocale('es');
    try {
      open(paths.homeSetupMeals(1));
      expect(await screen.findByRole('checkbox', { name: 'Overnight oats' })).not.toBeChecked();
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Desayuno',
        'Comida',
        'Merienda',
        'Cena',
      ]);
      expect(screen.getByText(/^Falta elegir/)).toHaveTextContent(
        'Falta elegir: desayuno, comida, merienda y cena.',
      );
      for (const name of ['Overnight oats', 'Bean chilli', 'Hummus and carrots', 'Lentil bowl'])
        await user.click(recipe(name));
      expect(screen.getByText(/recetas elegidas/)).toHaveTextContent(
        '4 recetas elegidas: todas las comidas están cubiertas.',
      );
      expect(screen.getByRole('button', { name: 'Guardar mi semana' })).toBeEnabled();
    } finally {
      await activateLocale('en');
    }
  });
});
