import {
  catalogueMessages,
  cataloguePaths,
  LIST_IMAGES,
  ListFieldsSchema,
  ListInputSchema,
  ListItemsInputSchema,
  ListOrderInputSchema,
  StudioListSchema,
  StudioListsSchema,
  VisibilitySchema,
} from '@studio/shared';
import { z } from 'zod';
import { idParams } from '../../lib/route-params';
import {
  createList,
  findList,
  listLists,
  orderLists,
  setListHidden,
  setListImage,
  setListItems,
  updateList,
} from '../library';
import { audited } from './audit';
import { replaceCatalogueImage } from './catalogue-images';
import { currentStaff, studioRoutes } from './studio-routes';

/**
 * Categories and curated lists in the console (issue 17, coach; decision 0025): made, edited,
 * their items chosen and ordered, hidden or shown, their images uploaded, put in order. Every
 * change is audited.
 */
export const listsRoutes = studioRoutes({ role: 'coach', errors: [400, 404, 409, 413] }, (app) => {
  const { db } = app.deps.database;
  const { storage } = app.deps;

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
      await replaceCatalogueImage(app, request, `lists/${id}-${slot}`, async (tx, key) => ({
        action: 'list.image',
        target: `list:${id}`,
        after: { [slot]: key },
        answer: await setListImage(tx, id, slot, key),
      }));
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
});
