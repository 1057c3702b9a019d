import { z } from 'zod/mini';
import { DIET_IDS, DIETS, MEAL_TYPES } from '../constants';
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

const dietName = (diet: number) => DIETS.find((d) => d.id === diet)?.name.toLowerCase() ?? String(diet);

export const recipeMessages = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${MAX_RECIPE_TITLE} characters`,
  descriptionTooLong: `Description must be at most ${MAX_RECIPE_DESCRIPTION} characters`,
  mealTypeInvalid: 'Meal type must be breakfast, lunch, snack or dinner',
  dietRequired: 'A recipe needs a diet (1 plant, 2 meat, 3 miscellaneous)',
  dietInvalid: 'Diets must be 1 plant, 2 meat or 3 miscellaneous',
  preparationTime: `Preparation time must be a whole number of minutes from 0 to ${MAX_PREPARATION_MINUTES}`,
  labelTooLong: `Label must be at most ${MAX_RECIPE_LABEL} characters`,
  ingredientRequired: 'A recipe needs an ingredient',
  ingredientEmpty: 'An ingredient needs its words: remove it or write it',
  ingredientTooLong: `An ingredient must be at most ${MAX_INGREDIENT} characters`,
  tooManyIngredients: `A recipe has at most ${MAX_RECIPE_LINES} ingredients`,
  stepRequired: 'A recipe needs a preparation step',
  stepEmpty: 'A preparation step needs its words: remove it or write it',
  stepTooLong: `A preparation step must be at most ${MAX_GUIDE_STEP} characters`,
  tooManySteps: `A recipe has at most ${MAX_RECIPE_LINES} preparation steps`,
  recipeUnknown: 'No recipe has this ID',
  pictureRequired: 'Choose a picture to upload',
  pictureType: 'The picture must be a PNG, JPEG or WebP image',
  programRecipeUnknown: 'Choose recipes of the nutrition store that members can see',
  tooManyProgramRecipes: `A program offers at most ${MAX_PROGRAM_RECIPES} recipes`,
  /** The coverage rule: every diet a program offers has a recipe of every meal type. */
  dietLacksMealType: (diet: number, mealType: string) =>
    `The ${dietName(diet)} diet (${diet}) has no ${mealType} recipe: every diet offered needs a recipe of every meal type (${MEAL_TYPES.join(', ')})`,
} as const;

/** Text that must not be empty (`required`), trimmed, at most `max` characters (`tooLong`). */
const filledLine = (required: string, max: number, tooLong: string) =>
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
