import {
  localDay,
  ShoppingListSchema,
  ShoppingOwnItemSchema,
  ShoppingServingsSchema,
  ShoppingTickSchema,
  shoppingKeyParams,
  shoppingListPaths,
  weekStart,
} from '@studio/shared';
import type { FastifyRequest } from 'fastify';
import { cachedAnswer, currentMember, memberRoutes } from '../accounts';
import { rentalFromContext } from '../programs';
import { addOwnItem, loadShoppingList, removeOwnItem, setServings, setTicked } from './shopping-list';

const tags = ['nutrition'];

/** The member's week (their Sunday, in their zone) and who they are. */
const weekOf = (request: FastifyRequest) => {
  const member = currentMember(request);
  return { member, userId: member.userId, week: weekStart(localDay(new Date(), member.user.time_zone)) };
};

/** The shopping list of the member's week (issue 19, decision 0033); every write answers the list. */
export const shoppingListRoutes = memberRoutes({ tags, errors: [400] }, async (app) => {
  const { db } = app.deps.database;
  const answer = (request: FastifyRequest) => {
    const { member, userId, week } = weekOf(request);
    const purchaseId = rentalFromContext(member.context)?.purchaseId ?? null;
    return loadShoppingList({ db, userId, purchaseId, week, contentLocale: app.studioLanguage.current() });
  };

  app.get(shoppingListPaths.list, {
    ...cachedAnswer,
    schema: {
      summary: "This week's shopping list: the meal plan's ingredients merged by name and unit, by aisle",
      response: { 200: ShoppingListSchema },
    },
    handler: (request) => answer(request),
  });

  app.put(shoppingListPaths.line(':key'), {
    config: { idempotent: true },
    schema: {
      summary: 'Tick or untick a line (repeatable: the state is sent, not a toggle)',
      params: shoppingKeyParams,
      body: ShoppingTickSchema,
      response: { 200: ShoppingListSchema },
    },
    handler: async (request) => {
      await setTicked({ db, ...weekOf(request), key: request.params.key, ticked: request.body.ticked });
      return answer(request);
    },
  });

  app.post(shoppingListPaths.ownItems, {
    schema: {
      summary: 'Add an item of your own to this week',
      body: ShoppingOwnItemSchema,
      response: { 200: ShoppingListSchema },
    },
    handler: async (request) => {
      await addOwnItem({ db, ...weekOf(request), name: request.body.name });
      return answer(request);
    },
  });

  app.delete(shoppingListPaths.ownItem(':key'), {
    config: { idempotent: true },
    schema: {
      summary: 'Remove an item of your own',
      params: shoppingKeyParams,
      response: { 200: ShoppingListSchema },
    },
    handler: async (request) => {
      await removeOwnItem({ db, ...weekOf(request), key: request.params.key });
      return answer(request);
    },
  });

  app.put(shoppingListPaths.servings, {
    config: { idempotent: true },
    schema: {
      summary: "How many people this week's meals are for (scales every quantity)",
      body: ShoppingServingsSchema,
      response: { 200: ShoppingListSchema },
    },
    handler: async (request) => {
      await setServings({ db, ...weekOf(request), servings: request.body.servings });
      return answer(request);
    },
  });
});
