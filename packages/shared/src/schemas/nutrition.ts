import { z } from 'zod/mini';
import { DIET_IDS, MAX_MEAL_PLAN_RECIPES, MEAL_TYPES, WEEK_DAYS } from '../constants';
import { whenMissing } from './errors';
import { idValue } from './fields';
import { ItemSchema } from './library';

/**
 * Diets, the program's recipes, the member's weekly meal plan and today's meals (issue 6;
 * member-experience.md sections 2, 3, 5, 7; DESIGN 3a "Meal plans").
 */

export const DietSchema = z.object({ id: z.number(), name: z.string(), description: z.string() });
export type Diet = z.output<typeof DietSchema>;
export const DietListSchema = z.object({ diets: z.array(DietSchema) });

/** A diet id (1 plant, 2 meat, 3 miscellaneous), as a number or its digit. */
export const dietField = () =>
  z.pipe(
    z.union([z.number(), z.string()], { error: 'shared.nutrition.dietInvalid' }),
    z.pipe(
      z.transform((value: number | string) => Number(value)),
      z.union(
        DIET_IDS.map((id) => z.literal(id)),
        { error: 'shared.nutrition.dietInvalid' },
      ),
    ),
  );

/** GET program recipes: `program_id` (the member's running program) and `nutrition_id` (the diet). */
export const ProgramRecipesQuerySchema = z.object({
  program_id: idValue(),
  nutrition_id: dietField(),
});

export const ProgramRecipesSchema = z.object({
  program_id: z.number(),
  diet_id: z.number(),
  /** The program's recipes for this diet, breakfast to dinner. */
  recipes: z.array(ItemSchema),
  /** The member's saved week for this diet, in the order picked; empty for another diet. */
  selected_ids: z.array(z.number()),
});
export type ProgramRecipes = z.output<typeof ProgramRecipesSchema>;

/** POST program recipes: the week's recipes in the order picked, and the diet. */
export const SaveProgramRecipesSchema = z.object({
  ids: z
    .array(idValue(), { error: whenMissing('shared.nutrition.everyMealType') })
    .check(
      z.minLength(1, { error: 'shared.nutrition.everyMealType' }),
      z.maxLength(MAX_MEAL_PLAN_RECIPES, { error: `Choose at most ${MAX_MEAL_PLAN_RECIPES} recipes` }),
    ),
  diet_id: dietField(),
});
export type SaveProgramRecipes = z.input<typeof SaveProgramRecipesSchema>;

/** One of a day's meals: the recipe for a meal type, and whether the member ate it (today only). */
export const MealSchema = z.object({
  meal_type: z.enum(MEAL_TYPES),
  completed: z.boolean(),
  item: ItemSchema,
});
export type Meal = z.output<typeof MealSchema>;

export const MealPlanSchema = z.object({
  program_id: z.number(),
  diet_id: z.number(),
  recipes: z.array(ItemSchema),
  /** Sunday to Saturday: each day's recipe ids by meal type (shared `mealPlanWeek`). */
  week: z.array(
    z.object({
      day: z.enum(WEEK_DAYS),
      meals: z.array(z.object({ meal_type: z.enum(MEAL_TYPES), item_id: z.number() })),
    }),
  ),
});
export type MealPlan = z.output<typeof MealPlanSchema>;

export const MealPlanAnswerSchema = z.object({ meal_plan: z.nullable(MealPlanSchema) });
export const SaveMealPlanAnswerSchema = z.object({ message: z.string(), meal_plan: MealPlanSchema });
export const CompleteMealAnswerSchema = z.object({
  message: z.string(),
  /** False when this meal was already counted today. */
  counted: z.boolean(),
  meal: MealSchema,
});

export const mealIdParams = z.object({ id: idValue() });
/**
 * The day the meal was eaten, in the member's zone (a meal marked offline is sent when the
 * connection is back, maybe after midnight: decision 0034). Today when left out; the day before at
 * the earliest.
 */
export const CompleteMealSchema = z.nullish(
  z.object({ day: z.optional(z.iso.date({ error: 'shared.nutrition.mealDayInvalid' })) }),
);
export type CompleteMealInput = z.input<typeof CompleteMealSchema>;
export type CompleteMealAnswer = z.output<typeof CompleteMealAnswerSchema>;
