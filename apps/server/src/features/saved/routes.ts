import {
  CreateSavedListSchema,
  DeleteSavedItemsSchema,
  MessageSchema,
  RenameSavedListSchema,
  SavedListAnswerSchema,
  SavedListsAnswerSchema,
  SaveItemSchema,
  savedListIdParams,
  savedPaths,
} from '@studio/shared';
import { sayTo } from '../../lib/i18n';
import { cachedAnswer, currentMember, type Member, memberRoutes } from '../accounts';
import { mediaUrl, presentItem, type WatchGrant, watchPresenter } from '../library';
import {
  createList,
  deleteItems,
  deleteList,
  listSummaries,
  loadList,
  renameList,
  saveItem,
} from './saved-lists';

const tags = ['saved'];

export type SavedOptions = { watchGrants?: readonly WatchGrant[] };

/** Saved lists (issue 7; spec M7 "load saved lists", "save to list", "delete from list", …). */
export const savedRoutes = memberRoutes<SavedOptions>(
  { tags, errors: [400, 404, 409] },
  async (app, options) => {
    const { db } = app.deps.database;
    const media = mediaUrl(app.deps.storage);

    /** A list with its items as cards (what the member may watch decided by the server). */
    const answer = async (member: Member, listId: number) => {
      const p = watchPresenter(app, member, options.watchGrants ?? []);
      const { list, items } = await loadList(db, member.userId, listId);
      const cards = items.map((row) => presentItem(row, p));
      return {
        id: list.id,
        name: list.name,
        kind: list.kind,
        image: cards[0]?.thumb ?? null,
        items: cards,
      };
    };

    app.get(savedPaths.lists, {
      ...cachedAnswer,
      schema: {
        summary: "The member's saved lists, newest first",
        response: { 200: SavedListsAnswerSchema },
      },
      handler: async (request) => ({
        saved_lists: await listSummaries(db, currentMember(request).userId, media),
      }),
    });

    app.post(savedPaths.lists, {
      schema: {
        summary: 'Create a list (kind workout or recipe, name)',
        body: CreateSavedListSchema,
        response: { 200: SavedListAnswerSchema },
      },
      handler: async (request) => {
        const { userId } = currentMember(request);
        const list = await createList(db, userId, request.body);
        return {
          message: sayTo(request, 'shared.profile.listCreated'),
          saved_list: await answer(currentMember(request), list.id),
        };
      },
    });

    app.get(savedPaths.list(':id'), {
      ...cachedAnswer,
      schema: {
        summary: 'One of the member lists with its items',
        params: savedListIdParams,
        response: { 200: SavedListAnswerSchema },
      },
      handler: async (request) => ({ saved_list: await answer(currentMember(request), request.params.id) }),
    });

    app.put(savedPaths.list(':id'), {
      schema: {
        summary: 'Rename a list (model.name)',
        params: savedListIdParams,
        body: RenameSavedListSchema,
        response: { 200: SavedListAnswerSchema },
      },
      handler: async (request) => {
        const { userId } = currentMember(request);
        const list = await renameList(db, userId, request.params.id, request.body.model.name);
        return {
          message: sayTo(request, 'shared.profile.listRenamed'),
          saved_list: await answer(currentMember(request), list.id),
        };
      },
    });

    app.delete(savedPaths.list(':id'), {
      schema: {
        summary: 'Delete a list',
        params: savedListIdParams,
        response: { 200: MessageSchema },
      },
      handler: async (request) => {
        await deleteList(db, currentMember(request).userId, request.params.id);
        return { message: sayTo(request, 'shared.profile.listDeleted') };
      },
    });

    app.post(savedPaths.saveItem, {
      schema: {
        summary: 'Save an item to a list (the item kind must suit the list)',
        body: SaveItemSchema,
        response: { 200: SavedListAnswerSchema },
      },
      handler: async (request) => {
        const { userId } = currentMember(request);
        const list = await saveItem(db, userId, request.body);
        return {
          message: sayTo(request, 'shared.profile.listSaved'),
          saved_list: await answer(currentMember(request), list.id),
        };
      },
    });

    app.delete(savedPaths.items(':id'), {
      schema: {
        summary: 'Delete items from a list (model: item ids, at least one)',
        params: savedListIdParams,
        body: DeleteSavedItemsSchema,
        response: { 200: SavedListAnswerSchema },
      },
      handler: async (request) => {
        const { userId } = currentMember(request);
        const list = await deleteItems(db, userId, request.params.id, request.body.model);
        return {
          message: sayTo(request, 'shared.profile.itemsDeleted'),
          saved_list: await answer(currentMember(request), list.id),
        };
      },
    });
  },
);
