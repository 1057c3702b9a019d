import {
  CompleteMealAnswerSchema,
  CompleteMealSchema,
  DIETS,
  DietListSchema,
  MealPlanAnswerSchema,
  mealIdParams,
  nutritionPaths,
  ProgramRecipesQuerySchema,
  ProgramRecipesSchema,
  SaveMealPlanAnswerSchema,
  SaveProgramRecipesSchema,
} from '@studio/shared';
import { notFound } from '../../errors';
import { sayTo } from '../../lib/i18n';
import { cachedAnswer, currentMember, memberRoutes } from '../accounts';
import { presentItem, watchPresenter } from '../library';
import { activeProgram, rentalFromContext } from '../programs';
import { completeMeal, loadMealPlan, mealDay, programRecipeRows, saveMealPlan } from './meal-plans';
import { presentMeal, presentMealPlan } from './present';

const tags = ['nutrition'];

/** Diets, the program's recipes, the member's weekly meal plan and today's meals eaten (issue 6). */
export const nutritionRoutes = memberRoutes({ tags, errors: [400, 404, 409] }, async (app) => {
  const { db } = app.deps.database;

  app.get(nutritionPaths.diets, {
    ...cachedAnswer,
    schema: {
      summary: 'The diets a meal plan is for: 1 plant, 2 meat, 3 miscellaneous',
      response: { 200: DietListSchema },
    },
    handler: async () => ({ diets: DIETS.map((diet) => ({ ...diet })) }),
  });

  app.get(nutritionPaths.programRecipes, {
    schema: {
      summary: "Program recipes load: the running program's recipes for a diet, and the member's week",
      querystring: ProgramRecipesQuerySchema,
      response: { 200: ProgramRecipesSchema },
    },
    handler: async (request) => {
      const member = currentMember(request);
      const { userId } = member;
      const { program_id, nutrition_id } = request.query;
      const running = await activeProgram(db, userId);
      if (!running || running.program.id !== program_id) throw notFound('shared.programs.notFound');
      const p = watchPresenter(app, member);
      const rows = await programRecipeRows(db, userId, program_id, nutrition_id);
      const plan = await loadMealPlan(db, userId, running.purchase.id);
      return {
        program_id,
        diet_id: nutrition_id,
        recipes: rows.map((row) => presentItem(row, p)),
        selected_ids: plan && plan.plan.diet_id === nutrition_id ? plan.recipes.map((row) => row.id) : [],
      };
    },
  });

  app.post(nutritionPaths.programRecipes, {
    schema: {
      summary: 'Program recipes save: the week for a diet (every meal type needed); records the diet',
      body: SaveProgramRecipesSchema,
      response: { 200: SaveMealPlanAnswerSchema },
    },
    handler: async (request) => {
      const member = currentMember(request);
      const plan = await saveMealPlan({
        db,
        userId: member.userId,
        ids: request.body.ids,
        dietId: request.body.diet_id,
      });
      return {
        message: sayTo(request, 'shared.nutrition.saved'),
        meal_plan: presentMealPlan(plan, plan.programId, watchPresenter(app, member)),
      };
    },
  });

  app.get(nutritionPaths.mealPlan, {
    ...cachedAnswer,
    schema: {
      summary: "The member's week for their running program, or null",
      response: { 200: MealPlanAnswerSchema },
    },
    handler: async (request) => {
      const member = currentMember(request);
      // The running rental came with the session (decision 0013).
      const running = rentalFromContext(member.context);
      const plan = running ? await loadMealPlan(db, member.userId, running.purchaseId) : null;
      if (!running || !plan) return { meal_plan: null };
      return { meal_plan: presentMealPlan(plan, running.programId, watchPresenter(app, member)) };
    },
  });

  app.post(nutritionPaths.completeMeal(':id'), {
    // Once a day by nature: a repeat (a write queued offline, sent again) counts nothing more.
    config: { idempotent: true },
    schema: {
      summary: "Mark one of today's meals eaten (counted once a day, in the member's time zone)",
      params: mealIdParams,
      body: CompleteMealSchema,
      response: { 200: CompleteMealAnswerSchema },
    },
    handler: async (request) => {
      const current = currentMember(request);
      const day = mealDay(request.body?.day, current.user.time_zone);
      const result = await completeMeal({ db, userId: current.userId, itemId: request.params.id, day });
      return {
        message: sayTo(request, 'shared.nutrition.mealCompleted'),
        counted: result.counted,
        meal: presentMeal(result.meal, watchPresenter(app, current)),
      };
    },
  });
});
