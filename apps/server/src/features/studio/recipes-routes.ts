import crypto from 'node:crypto';
import {
  MAX_IMAGE_BYTES,
  ProgramRecipeSetInputSchema,
  ProgramRecipeSetSchema,
  RecipeInputSchema,
  RecipesQuerySchema,
  RecipeVisibilitySchema,
  recipeMessages,
  recipePaths,
  StudioRecipeSchema,
  StudioRecipesSchema,
} from '@studio/shared';
import type { FastifyRequest } from 'fastify';
import { cleanImage } from '../../lib/images';
import { receiveFile } from '../../lib/receive-file';
import { idParams } from '../../lib/route-params';
import {
  createRecipe,
  findRecipe,
  listRecipes,
  loadProgramRecipeSet,
  recipePicturePrefix,
  saveProgramRecipeSet,
  setRecipeHidden,
  setRecipePicture,
  updateRecipe,
} from '../nutrition';
import { audited } from './audit';
import { currentStaff, studioRoutes } from './studio-routes';

/** The uploaded picture's bytes (multipart `picture`), at most MAX_IMAGE_BYTES. */
const receivePicture = async (request: FastifyRequest): Promise<Buffer> => {
  const { file } = await receiveFile(request, {
    field: 'picture',
    maxBytes: MAX_IMAGE_BYTES,
    required: true,
    messages: { missing: recipeMessages.pictureRequired, tooLarge: 'shared.upload.imageTooLarge' },
  });
  return file;
};

/**
 * Recipes (issue 17, coach): made, edited, shown or hidden, their picture uploaded; and the
 * recipes each program's members plan from. Every change is audited.
 */
export const recipesRoutes = studioRoutes({ role: 'coach', errors: [400, 404, 409, 413] }, (app) => {
  const { db } = app.deps.database;
  const { storage } = app.deps;

  app.get(recipePaths.recipes, {
    schema: {
      summary: 'Every recipe (shown and hidden), newest first; `q` keeps those whose title holds it',
      querystring: RecipesQuerySchema,
      response: { 200: StudioRecipesSchema },
    },
    handler: async (request) => ({ recipes: await listRecipes(db, storage, { q: request.query.q }) }),
  });

  app.get(recipePaths.recipe(':id'), {
    schema: { summary: 'One recipe', params: idParams, response: { 200: StudioRecipeSchema } },
    handler: async (request) => findRecipe(db, storage, request.params.id),
  });

  app.post(recipePaths.recipes, {
    schema: {
      summary: 'Make a recipe: hidden from members until it is shown',
      body: RecipeInputSchema,
      response: { 200: StudioRecipeSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const id = await createRecipe(tx, request.body);
        const recipe = await findRecipe(tx, storage, id);
        return { action: 'recipe.create', target: `item:${id}`, after: recipe, answer: recipe };
      }),
  });

  app.put(recipePaths.recipe(':id'), {
    schema: {
      summary: "Change a recipe's title, description, meal type, diets, time, label, ingredients or steps",
      params: idParams,
      body: RecipeInputSchema,
      response: { 200: StudioRecipeSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const { id } = request.params;
        const before = await findRecipe(tx, storage, id);
        await updateRecipe(tx, id, request.body);
        const after = await findRecipe(tx, storage, id);
        return { action: 'recipe.update', target: `item:${id}`, before, after, answer: after };
      }),
  });

  app.put(recipePaths.visibility(':id'), {
    schema: {
      summary: 'Show a recipe to members or hide it (a hidden recipe leaves every list)',
      params: idParams,
      body: RecipeVisibilitySchema,
      response: { 200: StudioRecipeSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const { id } = request.params;
        const before = await findRecipe(tx, storage, id);
        const leftLists = await setRecipeHidden(tx, id, request.body.hidden);
        const after = await findRecipe(tx, storage, id);
        return {
          action: request.body.hidden ? 'recipe.hide' : 'recipe.show',
          target: `item:${id}`,
          before: { hidden: before.hidden, ...(leftLists.length > 0 && { lists: leftLists }) },
          after: { hidden: after.hidden },
          answer: after,
        };
      }),
  });

  app.post(recipePaths.picture(':id'), {
    schema: {
      summary: "Upload the recipe's picture (multipart `picture`: PNG, JPEG or WebP), re-encoded",
      params: idParams,
      consumes: ['multipart/form-data'],
      response: { 200: StudioRecipeSchema },
    },
    handler: async (request) => {
      const { id } = request.params;
      await findRecipe(db, storage, id);
      const image = await cleanImage(await receivePicture(request), 'picture', {
        webp: true,
        typeMessage: recipeMessages.pictureType,
      });
      const key = `${recipePicturePrefix(id)}${crypto.randomBytes(6).toString('hex')}.${image.extension}`;
      await storage.put(key, image.body, image.contentType);
      const replaced = await audited(db, currentStaff(request), async (tx) => {
        const before = await findRecipe(tx, storage, id);
        const old = await setRecipePicture(tx, id, key);
        const after = await findRecipe(tx, storage, id);
        return {
          action: 'recipe.update',
          target: `item:${id}`,
          before: { image: before.image },
          after: { image: after.image },
          answer: old,
        };
      }).catch(async (error: unknown) => {
        await storage.remove(key).catch(() => undefined);
        throw error;
      });
      if (replaced)
        await storage.remove(replaced).catch((error: unknown) => {
          app.log.warn({ err: error, key: replaced }, 'recipes: a replaced picture could not be removed');
        });
      return findRecipe(db, storage, id);
    },
  });

  app.get(recipePaths.programRecipes(':id'), {
    schema: {
      summary: "A program's recipes (none: every recipe of the member's diet) and the recipes to choose from",
      params: idParams,
      response: { 200: ProgramRecipeSetSchema },
    },
    handler: async (request) => loadProgramRecipeSet(db, request.params.id),
  });

  app.put(recipePaths.programRecipes(':id'), {
    schema: {
      summary:
        "Set a program's recipes: each diet they offer must have a recipe of every meal type (400 naming the diet and meal type)",
      params: idParams,
      body: ProgramRecipeSetInputSchema,
      response: { 200: ProgramRecipeSetSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const { id } = request.params;
        const { before, after } = await saveProgramRecipeSet(tx, id, request.body.recipe_ids);
        const answer = await loadProgramRecipeSet(tx, id);
        return {
          action: 'program.recipes',
          target: `program:${id}`,
          before: { recipe_ids: before },
          after: { recipe_ids: after },
          answer,
        };
      }),
  });
});
