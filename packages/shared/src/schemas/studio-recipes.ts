import { z } from 'zod/mini';
import { DIET_IDS, type DietId, MEAL_TYPES } from '../constants';
import type { MessageId } from '../i18n/message-id';
import type { Wording } from '../i18n/wording';
import { whenMissing } from './errors';
import { idValue } from './fields';
import { aisleField } from './shopping-list';
import { CONTENT_ORIGINS } from './studio-programs';

/**
 * Recipes in the console (issue 17, coach): items of kind `recipe` in the nutrition store, and the
 * recipes each program's members plan their week from. The catalogue file's recipes are checked by
 * these same pieces (docs/catalog-format.md), so a recipe is valid in both or neither.
 */
export const MAX_RECIPE_TITLE = 200;
export const MAX_RECIPE_DESCRIPTION = 5000;
export const MAX_PREPARATION_MINUTES = 1440;
export const MAX_RECIPE_LABEL = 100;
export const MAX_INGREDIENT = 200;
export const MAX_GUIDE_STEP = 2000;
/** Ingredients or steps of one recipe. */
export const MAX_RECIPE_LINES = 60;
/** Recipes a program may offer to plan from. */
export const MAX_PROGRAM_RECIPES = 300;

/** A diet's name inside a sentence ("the plant diet"): the console's words, in its language. */
const DIET_WORDS: Record<DietId, MessageId> = {
  1: 'studio.schema.diet.plant',
  2: 'studio.schema.diet.meat',
  3: 'studio.schema.diet.miscellaneous',
};

/** A meal type inside a sentence ("no lunch recipe"). */
const MEAL_TYPE_WORDS: Record<(typeof MEAL_TYPES)[number], MessageId> = {
  breakfast: 'studio.schema.mealType.breakfast',
  lunch: 'studio.schema.mealType.lunch',
  snack: 'studio.schema.mealType.snack',
  dinner: 'studio.schema.mealType.dinner',
};

const wordOf = <K extends string | number>(words: Record<K, MessageId>, key: K | number | string) =>
  Object.hasOwn(words, key) ? { id: words[key as K] } : String(key);

export const recipeMessages = {
  titleRequired: 'studio.schema.titleRequired',
  titleTooLong: 'studio.schema.recipe.titleTooLong',
  descriptionTooLong: 'studio.schema.recipe.descriptionTooLong',
  mealTypeInvalid: 'studio.schema.recipe.mealTypeInvalid',
  dietRequired: 'studio.schema.recipe.dietRequired',
  dietInvalid: 'studio.schema.recipe.dietInvalid',
  preparationTime: 'studio.schema.recipe.preparationTime',
  labelTooLong: 'studio.schema.recipe.labelTooLong',
  ingredientRequired: 'studio.schema.recipe.ingredientRequired',
  ingredientEmpty: 'studio.schema.recipe.ingredientEmpty',
  ingredientTooLong: 'studio.schema.recipe.ingredientTooLong',
  tooManyIngredients: 'studio.schema.recipe.tooManyIngredients',
  stepRequired: 'studio.schema.recipe.stepRequired',
  stepEmpty: 'studio.schema.recipe.stepEmpty',
  stepTooLong: 'studio.schema.recipe.stepTooLong',
  tooManySteps: 'studio.schema.recipe.tooManySteps',
  recipeUnknown: 'studio.schema.recipe.recipeUnknown',
  pictureRequired: 'studio.schema.recipe.pictureRequired',
  pictureType: 'studio.schema.recipe.pictureType',
  programRecipeUnknown: 'studio.schema.recipe.programRecipeUnknown',
  tooManyProgramRecipes: 'studio.schema.recipe.tooManyProgramRecipes',
  /** The coverage rule: every diet a program offers has a recipe of every meal type. */
  dietLacksMealType: (diet: number, mealType: string): Wording => ({
    id: 'studio.schema.recipe.dietLacksMealType',
    values: { diet: wordOf(DIET_WORDS, diet), number: diet, mealType: wordOf(MEAL_TYPE_WORDS, mealType) },
  }),
} as const;

/** Text that must not be empty (`required`), trimmed, at most `max` characters (`tooLong`). */
const filledLine = (required: MessageId, max: number, tooLong: MessageId) =>
  z
    .string({ error: whenMissing(required) })
    .check(z.trim(), z.minLength(1, { error: required, abort: true }), z.maxLength(max, { error: tooLong }));

export const mealTypeField = () => z.enum(MEAL_TYPES, { error: recipeMessages.mealTypeInvalid });

export const recipeDietsField = () =>
  z
    .array(
      z.union(
        DIET_IDS.map((id) => z.literal(id)),
        { error: recipeMessages.dietInvalid },
      ),
      { error: whenMissing(recipeMessages.dietRequired) },
    )
    .check(
      z.minLength(1, { error: recipeMessages.dietRequired }),
      z.maxLength(DIET_IDS.length, { error: recipeMessages.dietInvalid }),
      z.refine((diets) => new Set(diets).size === diets.length, { error: recipeMessages.dietInvalid }),
    );

export const preparationTimeField = () =>
  z
    .int({ error: recipeMessages.preparationTime })
    .check(
      z.gte(0, { error: recipeMessages.preparationTime }),
      z.lte(MAX_PREPARATION_MINUTES, { error: recipeMessages.preparationTime }),
    );

export const recipeLabelField = () =>
  z.string().check(z.trim(), z.maxLength(MAX_RECIPE_LABEL, { error: recipeMessages.labelTooLong }));

export const ingredientsField = () =>
  z
    .array(filledLine(recipeMessages.ingredientEmpty, MAX_INGREDIENT, recipeMessages.ingredientTooLong), {
      error: whenMissing(recipeMessages.ingredientRequired),
    })
    .check(
      z.minLength(1, { error: recipeMessages.ingredientRequired }),
      z.maxLength(MAX_RECIPE_LINES, { error: recipeMessages.tooManyIngredients }),
    );

/**
 * The catalogue's ingredients: each a line as written, or `{ text, aisle }` where the file says
 * which aisle of the shop has it (the shopping list groups by it; issue 19).
 */
export const catalogIngredientsField = () =>
  z
    .array(
      z.union([
        filledLine(recipeMessages.ingredientEmpty, MAX_INGREDIENT, recipeMessages.ingredientTooLong),
        z.strictObject({
          text: filledLine(recipeMessages.ingredientEmpty, MAX_INGREDIENT, recipeMessages.ingredientTooLong),
          aisle: z.optional(aisleField()),
        }),
      ]),
      { error: whenMissing(recipeMessages.ingredientRequired) },
    )
    .check(
      z.minLength(1, { error: recipeMessages.ingredientRequired }),
      z.maxLength(MAX_RECIPE_LINES, { error: recipeMessages.tooManyIngredients }),
    );

/** A catalogue ingredient as its text and aisle (blank: none). */
export const ingredientEntry = (entry: string | { text: string; aisle?: string }) =>
  typeof entry === 'string'
    ? { text: entry, aisle: null }
    : { text: entry.text, aisle: entry.aisle ? entry.aisle : null };

export const preparationGuideField = () =>
  z
    .array(filledLine(recipeMessages.stepEmpty, MAX_GUIDE_STEP, recipeMessages.stepTooLong), {
      error: whenMissing(recipeMessages.stepRequired),
    })
    .check(
      z.minLength(1, { error: recipeMessages.stepRequired }),
      z.maxLength(MAX_RECIPE_LINES, { error: recipeMessages.tooManySteps }),
    );

/** POST or PUT a recipe: what the console edits (the picture is uploaded on its own). */
export const RecipeInputSchema = z.object({
  title: filledLine(recipeMessages.titleRequired, MAX_RECIPE_TITLE, recipeMessages.titleTooLong),
  description: z._default(
    z
      .string()
      .check(z.trim(), z.maxLength(MAX_RECIPE_DESCRIPTION, { error: recipeMessages.descriptionTooLong })),
    '',
  ),
  meal_type: mealTypeField(),
  diets: recipeDietsField(),
  preparation_time: preparationTimeField(),
  label: z._default(recipeLabelField(), ''),
  ingredients: ingredientsField(),
  /** The aisle of each ingredient, by position ('' none): the shopping list groups by it (issue 19). */
  ingredient_aisles: z._default(z.array(aisleField()), []),
  preparation_guide: preparationGuideField(),
});
export type RecipeInput = z.input<typeof RecipeInputSchema>;
export type RecipeValues = z.output<typeof RecipeInputSchema>;

export const RecipeVisibilitySchema = z.object({ hidden: z.boolean() });

export const RecipesQuerySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(MAX_RECIPE_TITLE))),
});

export const StudioRecipeSchema = z.object({
  id: z.number(),
  key: z.string(),
  title: z.string(),
  description: z.string(),
  meal_type: z.string(),
  diets: z.array(z.number()),
  preparation_time: z.number(),
  label: z.string(),
  ingredients: z.array(z.string()),
  ingredient_aisles: z.array(z.string()),
  preparation_guide: z.array(z.string()),
  image: z.nullable(z.string()),
  hidden: z.boolean(),
  origin: z.enum(CONTENT_ORIGINS),
});
export type StudioRecipe = z.output<typeof StudioRecipeSchema>;
export const StudioRecipesSchema = z.object({ recipes: z.array(StudioRecipeSchema) });
export type StudioRecipes = z.output<typeof StudioRecipesSchema>;

/** PUT a program's recipes: the ids members plan their week from, in order (none: every recipe). */
export const ProgramRecipeSetInputSchema = z.object({
  recipe_ids: z
    .array(idValue())
    .check(z.maxLength(MAX_PROGRAM_RECIPES, { error: recipeMessages.tooManyProgramRecipes })),
});
export type ProgramRecipeSetInput = z.input<typeof ProgramRecipeSetInputSchema>;

export const RecipeChoiceSchema = z.object({
  id: z.number(),
  title: z.string(),
  meal_type: z.string(),
  diets: z.array(z.number()),
  hidden: z.boolean(),
});
export type RecipeChoice = z.output<typeof RecipeChoiceSchema>;

export const ProgramRecipeSetSchema = z.object({
  program_id: z.number(),
  /** The recipes chosen, in order; empty: members plan from every recipe of their diet. */
  recipe_ids: z.array(z.number()),
  /** Every recipe, shown or hidden, by meal type then title. */
  choices: z.array(RecipeChoiceSchema),
});
export type ProgramRecipeSet = z.output<typeof ProgramRecipeSetSchema>;

export const recipePaths = {
  recipes: '/api/v4/studio/recipes',
  recipe: (id: number | string) => `/api/v4/studio/recipes/${id}`,
  /** PUT: shown to members or hidden. */
  visibility: (id: number | string) => `/api/v4/studio/recipes/${id}/visibility`,
  /** POST multipart (`picture`: PNG, JPEG or WebP): re-encoded and stored publicly. */
  picture: (id: number | string) => `/api/v4/studio/recipes/${id}/picture`,
  /** GET, PUT: the recipes a program's members plan from. */
  programRecipes: (id: number | string) => `/api/v4/studio/programs/${id}/recipes`,
} as const;
