import {
  DIETS,
  type Item,
  type ItemDetails,
  type Library,
  type ListSummary,
  libraryPaths,
  type MealPlan,
  type MealType,
  mealPlanWeek,
  nutritionPaths,
  type ProgramRecipes,
} from '@studio/shared';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { writeSession } from '../../lib/session';
import { stubFetch } from '../../test/fetch-stub';
import { aUser, renderApp } from '../../test/render';

/** Test data and render helpers of the nutrition screens (tests only), shaped as the server answers. */

/** A recipe as the lists present it: preparation minutes in `time`, no video. */
export const aRecipe = (id: number, title: string, recipe_type: MealType | null): Item => ({
  id,
  kind_id: 1,
  kind: 'recipe',
  title,
  name: title,
  workout_name: title,
  description: '',
  duration: 0,
  time: 15,
  total_duration: 0,
  file_url_hls: null,
  file_url: null,
  real_live_url: null,
  on_air: false,
  card_image: null,
  thumb: `/media/recipe-${id}.jpg`,
  image: null,
  banner_image: { url: null },
  carrossel_highlight: { url: null },
  is_new: false,
  // Recipes open for everyone: a member without premium still reads them (spec M2).
  can_watch: false,
  completed: false,
  status: null,
  event_date: null,
  trainers: [],
  recipe_type,
  label: null,
  preparation_time: 15,
});

/** The running program's recipes of a diet: two breakfasts and two dinners, one lunch and one snack. */
export const RECIPES: Item[] = [
  aRecipe(11, 'Overnight oats', 'breakfast'),
  aRecipe(12, 'Green smoothie', 'breakfast'),
  aRecipe(21, 'Lentil bowl', 'lunch'),
  aRecipe(31, 'Hummus and carrots', 'snack'),
  aRecipe(41, 'Tofu stir-fry', 'dinner'),
  aRecipe(42, 'Bean chilli', 'dinner'),
];

/** One of RECIPES, by id. */
export const recipeById = (id: number): Item => {
  const recipe = RECIPES.find((r) => r.id === id);
  if (!recipe) throw new Error(`No test recipe ${id}`);
  return recipe;
};

export const recipeDetails = (id: number): ItemDetails => ({
  ...recipeById(id),
  products: [],
  recipe_ingredients: [{ id: 1, display_name: 'Oats' }],
  preparation_guide: ['Soak overnight.'],
  captions: [],
  chapters: [],
});

export const PROGRAM = { id: 5, title: 'Strong in six' };

/** A member running a program, so meal plans are open to them. */
export const planningUser = (overrides: Parameters<typeof aUser>[0] = {}) =>
  aUser({ has_program: true, program: PROGRAM, program_in_progress: PROGRAM, ...overrides });

export const recipesCall = (dietId: number, programId = PROGRAM.id) =>
  `GET ${nutritionPaths.programRecipes}?program_id=${programId}&nutrition_id=${dietId}`;

export const programRecipes = (dietId: number, selected_ids: number[] = []): ProgramRecipes => ({
  program_id: PROGRAM.id,
  diet_id: dietId,
  recipes: RECIPES,
  selected_ids,
});

/** A saved week of `dietId` from recipes in the order picked, as the server presents it. */
export const aMealPlan = (dietId: number, picked: Item[]): MealPlan => ({
  program_id: PROGRAM.id,
  diet_id: dietId,
  recipes: picked,
  week: mealPlanWeek(picked).map(({ day, meals }) => ({
    day,
    meals: meals.map(({ meal_type, recipe }) => ({ meal_type, item_id: recipe.id })),
  })),
});

export const aCategory = (id: number, title: string): ListSummary => ({
  id,
  store_id: 'nutrition',
  list_store_id: 'categories',
  title,
  description: '',
  bio: '',
  image: null,
  background_image: null,
  background_light: null,
  title_image: null,
  title_image_light: null,
});

export const aNutritionLibrary = (overrides: Partial<Library> = {}): Library => ({
  store_id: 'nutrition',
  banner: { title: 'Nutrition', description: '', image: null },
  categories: [],
  upcoming_lives: [],
  picks_for_you: [],
  curated_lists: [],
  latest: [],
  recently_watched: [],
  continue_watching: [],
  trainers: [],
  ...overrides,
});

export const categoryCall = (id: number) =>
  `GET ${libraryPaths.list('nutrition', 'categories', id)}?offset=0`;

type Routes = Parameters<typeof stubFetch>[0];

/** The calls of the nutrition screens with their usual answers; `routes` adds or replaces some. */
export const stubNutrition = (routes: Routes = {}) =>
  stubFetch({
    'GET /api/v4/users/me/': { body: planningUser() },
    [`GET ${nutritionPaths.diets}`]: { body: { diets: DIETS } },
    [`GET ${nutritionPaths.mealPlan}`]: { body: { meal_plan: null } },
    [recipesCall(1)]: { body: programRecipes(1) },
    [recipesCall(2)]: { body: programRecipes(2) },
    [recipesCall(3)]: { body: programRecipes(3) },
    ...routes,
  });

/** Where the screens may go, each shown as "Now at {path}". */
const elsewhere = [paths.home, paths.programs, paths.notFound];

/** Signed in, at `at`, with `page` mounted on `path` and the other addresses as plain text. */
export const renderNutritionScreen = (page: RouteObject, at: string) => {
  writeSession({ email: 'ada@example.com', token: 'tok' });
  return renderApp(null, {
    at,
    routes: [page, ...elsewhere.map((path) => ({ path, element: <p>Now at {path}</p> }))],
  });
};

/** An answer the test releases itself. */
export const deferred = <T,>() => {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};
