import crypto from 'node:crypto';
import {
  catalogueMessages,
  cataloguePaths,
  LIST_IMAGES,
  ListFieldsSchema,
  ListInputSchema,
  ListItemsInputSchema,
  ListOrderInputSchema,
  MAX_IMAGE_BYTES,
  OrderInputSchema,
  PhraseInputSchema,
  StudioListSchema,
  StudioListsSchema,
  StudioPhraseSchema,
  StudioPhrasesSchema,
  StudioTrainerSchema,
  StudioTrainersSchema,
  serverMessages,
  TRAINER_IMAGES,
  TrainerFieldsSchema,
  TrainerInputSchema,
  VisibilitySchema,
} from '@studio/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cleanImage } from '../../lib/images';
import { receiveFile } from '../../lib/receive-file';
import { idParams } from '../../lib/route-params';
import {
  createList,
  createPhrase,
  createTrainer,
  findList,
  findPhrase,
  findTrainer,
  listLists,
  listPhrases,
  listTrainers,
  orderLists,
  orderPhrases,
  orderTrainers,
  removePhrase,
  setListHidden,
  setListImage,
  setListItems,
  setTrainerHidden,
  setTrainerImage,
  updateList,
  updatePhrase,
  updateTrainer,
} from '../library';
import { audited } from './audit';
import { currentStaff, studioRoutes } from './studio-routes';

/** The uploaded image (multipart `image`), checked and re-encoded as every stored image is. */
const receiveImage = async (request: FastifyRequest) => {
  const { file } = await receiveFile(request, {
    field: 'image',
    maxBytes: MAX_IMAGE_BYTES,
    required: true,
    messages: { missing: catalogueMessages.imageRequired, tooLarge: serverMessages.imageTooLarge },
  });
  return cleanImage(file, 'image', { webp: true });
};

/**
 * The catalogue in the console (issue 17, coach; decision 0025): trainers, categories and curated
 * lists with their items in order, and home's daily phrases. Every change is audited.
 */
export const catalogueRoutes = studioRoutes({ role: 'coach', errors: [400, 404, 409, 413] }, (app) => {
  const { db } = app.deps.database;
  const { storage } = app.deps;
  const removeQuietly = async (key: string | null) => {
    if (!key?.startsWith('catalog/studio/')) return;
    await storage.remove(key).catch((error: unknown) => {
      app.log.warn({ err: error, key }, 'catalogue: a replaced image could not be removed');
    });
  };
  /** Stores an uploaded image under a public catalogue key of its own. */
  const storeImage = async (request: FastifyRequest, folder: string) => {
    const image = await receiveImage(request);
    const key = `catalog/studio/${folder}-${crypto.randomBytes(6).toString('hex')}.${image.extension}`;
    await storage.put(key, image.body, image.contentType);
    return key;
  };

  // Trainers ------------------------------------------------------------------------------------

  app.get(cataloguePaths.trainers, {
    schema: {
      summary: 'Every trainer in the order members see them, hidden ones too',
      response: { 200: StudioTrainersSchema },
    },
    handler: async () => ({ trainers: await listTrainers(db, storage) }),
  });

  app.post(cataloguePaths.trainers, {
    schema: {
      summary: 'Make a trainer and their page (last in the order)',
      body: TrainerInputSchema,
      response: { 200: StudioTrainerSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const id = await createTrainer(tx, request.body);
        const after = await findTrainer(tx, storage, id);
        return { action: 'trainer.create', target: `trainer:${id}`, after, answer: after };
      }),
  });

  app.put(cataloguePaths.trainer(':id'), {
    schema: {
      summary: "Change a trainer's name, headline and bio",
      params: idParams,
      body: TrainerFieldsSchema,
      response: { 200: StudioTrainerSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const { id } = request.params;
        const before = await findTrainer(tx, storage, id);
        await updateTrainer(tx, id, request.body);
        const after = await findTrainer(tx, storage, id);
        return { action: 'trainer.update', target: `trainer:${id}`, before, after, answer: after };
      }),
  });

  app.put(cataloguePaths.trainerVisibility(':id'), {
    schema: {
      summary: "Hide a trainer's page and chip from members (their workouts stay), or show them",
      params: idParams,
      body: VisibilitySchema,
      response: { 200: StudioTrainerSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const { id } = request.params;
        await setTrainerHidden(tx, id, request.body.hidden);
        const after = await findTrainer(tx, storage, id);
        return {
          action: request.body.hidden ? 'trainer.hide' : 'trainer.show',
          target: `trainer:${id}`,
          after: { hidden: after.hidden },
          answer: after,
        };
      }),
  });

  app.post(cataloguePaths.trainerImage(':id', ':slot'), {
    schema: {
      summary: "Upload one of a trainer's images (multipart `image`: png, jpeg or webp)",
      params: idParams.extend({ slot: z.enum(TRAINER_IMAGES, catalogueMessages.slotUnknown) }),
      consumes: ['multipart/form-data'],
      response: { 200: StudioTrainerSchema },
    },
    handler: async (request) => {
      const { id, slot } = request.params;
      await findTrainer(db, storage, id);
      const key = await storeImage(request, `trainers/${id}-${slot}`);
      const replaced = await audited(db, currentStaff(request), async (tx) => ({
        action: 'trainer.image',
        target: `trainer:${id}`,
        after: { [slot]: key },
        answer: await setTrainerImage(tx, id, slot, key),
      })).catch(async (error: unknown) => {
        await removeQuietly(key);
        throw error;
      });
      await removeQuietly(replaced);
      return findTrainer(db, storage, id);
    },
  });

  app.put(cataloguePaths.trainerOrder, {
    schema: {
      summary: 'Put the trainers in the order members see them (every trainer, once)',
      body: OrderInputSchema,
      response: { 200: StudioTrainersSchema },
    },
    handler: async (request) => {
      await audited(db, currentStaff(request), async (tx) => {
        await orderTrainers(tx, request.body.ids);
        return { action: 'trainer.reorder', target: 'trainers', after: request.body.ids, answer: null };
      });
      return { trainers: await listTrainers(db, storage) };
    },
  });

  // Categories and curated lists ----------------------------------------------------------------

  app.get(cataloguePaths.lists, {
    schema: {
      summary: "Every category and curated list with its items, and each store's items to choose from",
      response: { 200: StudioListsSchema },
    },
    handler: async () => listLists(db, storage),
  });

  app.post(cataloguePaths.lists, {
    schema: {
      summary: 'Make a category or curated list of a store (empty, last in the order)',
      body: ListInputSchema,
      response: { 200: StudioListSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const id = await createList(tx, request.body);
        const after = await findList(tx, storage, id);
        return { action: 'list.create', target: `list:${id}`, after, answer: after };
      }),
  });

  app.put(cataloguePaths.list(':id'), {
    schema: {
      summary: "Change a list's title, description and bio",
      params: idParams,
      body: ListFieldsSchema,
      response: { 200: StudioListSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const { id } = request.params;
        const before = await findList(tx, storage, id);
        await updateList(tx, id, request.body);
        const after = await findList(tx, storage, id);
        return { action: 'list.update', target: `list:${id}`, before, after, answer: after };
      }),
  });

  app.put(cataloguePaths.listItems(':id'), {
    schema: {
      summary: "A list's items in order (shown items of its store, each once): adds, removes, reorders",
      params: idParams,
      body: ListItemsInputSchema,
      response: { 200: StudioListSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const { id } = request.params;
        const before = await findList(tx, storage, id);
        await setListItems(tx, id, request.body.item_ids);
        const after = await findList(tx, storage, id);
        return {
          action: 'list.items',
          target: `list:${id}`,
          before: before.items.map((i) => i.id),
          after: after.items.map((i) => i.id),
          answer: after,
        };
      }),
  });

  app.put(cataloguePaths.listVisibility(':id'), {
    schema: {
      summary: 'Hide a list from members (its page answers 404), or show it',
      params: idParams,
      body: VisibilitySchema,
      response: { 200: StudioListSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const { id } = request.params;
        await setListHidden(tx, id, request.body.hidden);
        const after = await findList(tx, storage, id);
        return {
          action: request.body.hidden ? 'list.hide' : 'list.show',
          target: `list:${id}`,
          after: { hidden: after.hidden },
          answer: after,
        };
      }),
  });

  app.post(cataloguePaths.listImage(':id', ':slot'), {
    schema: {
      summary: "Upload one of a list's images (multipart `image`: png, jpeg or webp)",
      params: idParams.extend({ slot: z.enum(LIST_IMAGES, catalogueMessages.slotUnknown) }),
      consumes: ['multipart/form-data'],
      response: { 200: StudioListSchema },
    },
    handler: async (request) => {
      const { id, slot } = request.params;
      await findList(db, storage, id);
      const key = await storeImage(request, `lists/${id}-${slot}`);
      const replaced = await audited(db, currentStaff(request), async (tx) => ({
        action: 'list.image',
        target: `list:${id}`,
        after: { [slot]: key },
        answer: await setListImage(tx, id, slot, key),
      })).catch(async (error: unknown) => {
        await removeQuietly(key);
        throw error;
      });
      await removeQuietly(replaced);
      return findList(db, storage, id);
    },
  });

  app.put(cataloguePaths.listOrder, {
    schema: {
      summary: "Put a store's categories (or curated lists) in order: each of them, once",
      body: ListOrderInputSchema,
      response: { 200: StudioListsSchema },
    },
    handler: async (request) => {
      const { store, kind, ids } = request.body;
      await audited(db, currentStaff(request), async (tx) => {
        await orderLists(tx, { store, kind }, ids);
        return { action: 'list.reorder', target: `lists:${store}/${kind}`, after: ids, answer: null };
      });
      return listLists(db, storage);
    },
  });

  // Daily phrases -------------------------------------------------------------------------------

  app.get(cataloguePaths.phrases, {
    schema: {
      summary: "Home's daily phrases, one a day in this order",
      response: { 200: StudioPhrasesSchema },
    },
    handler: async () => ({ phrases: await listPhrases(db) }),
  });

  app.post(cataloguePaths.phrases, {
    schema: {
      summary: 'Add a daily phrase (last)',
      body: PhraseInputSchema,
      response: { 200: StudioPhraseSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const id = await createPhrase(tx, request.body.text);
        const after = await findPhrase(tx, id);
        return { action: 'phrase.create', target: `phrase:${id}`, after, answer: after };
      }),
  });

  app.put(cataloguePaths.phrase(':id'), {
    schema: {
      summary: "Change a phrase's words",
      params: idParams,
      body: PhraseInputSchema,
      response: { 200: StudioPhraseSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const { id } = request.params;
        const before = await findPhrase(tx, id);
        await updatePhrase(tx, id, request.body.text);
        const after = await findPhrase(tx, id);
        return { action: 'phrase.update', target: `phrase:${id}`, before, after, answer: after };
      }),
  });

  app.delete(cataloguePaths.phrase(':id'), {
    schema: { summary: 'Remove a phrase', params: idParams, response: { 200: StudioPhrasesSchema } },
    handler: async (request) => {
      const { id } = request.params;
      await audited(db, currentStaff(request), async (tx) => {
        const before = await removePhrase(tx, id);
        return { action: 'phrase.remove', target: `phrase:${id}`, before, answer: null };
      });
      return { phrases: await listPhrases(db) };
    },
  });

  app.put(cataloguePaths.phraseOrder, {
    schema: {
      summary: 'Put the phrases in order (each of them, once)',
      body: OrderInputSchema,
      response: { 200: StudioPhrasesSchema },
    },
    handler: async (request) => {
      await audited(db, currentStaff(request), async (tx) => {
        await orderPhrases(tx, request.body.ids);
        return { action: 'phrase.reorder', target: 'phrases', after: request.body.ids, answer: null };
      });
      return { phrases: await listPhrases(db) };
    },
  });
});
