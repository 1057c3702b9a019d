import {
  FilterGroupFieldsSchema,
  FilterGroupInputSchema,
  FilterGroupOrderInputSchema,
  FilterOptionFieldsSchema,
  FilterOptionInputSchema,
  filterPaths,
  ItemFiltersInputSchema,
  ItemFiltersSchema,
  OrderInputSchema,
  StudioFilterGroupSchema,
  StudioFilterGroupsSchema,
  VisibilitySchema,
} from '@studio/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { idParams, pathId } from '../../lib/route-params';
import {
  addFilterOption,
  createFilterGroup,
  findFilterGroup,
  itemFilters,
  listFilterGroups,
  orderFilterGroups,
  orderFilterOptions,
  removeFilterOption,
  setFilterGroupHidden,
  setItemFilters,
  updateFilterGroup,
  updateFilterOption,
} from '../library';
import { type AuditAction, audited } from './audit';
import { currentStaff, studioRoutes } from './studio-routes';

const optionParams = z.object({ id: pathId, option: pathId });

/**
 * Filter groups in the console (issue 17, coach; decision 0026): a store's groups and their
 * options, made, renamed, ordered, hidden; and the options a workout or recipe carries. Audited.
 */
export const filterRoutes = studioRoutes({ role: 'coach', errors: [400, 404, 409] }, (app) => {
  const { db } = app.deps.database;
  /** A change of one group, audited with the group before and after. */
  const changeGroup = (
    request: FastifyRequest,
    groupId: number,
    action: AuditAction,
    change: (tx: Tx) => Promise<unknown>,
  ) =>
    audited(db, currentStaff(request), async (tx) => {
      const before = await findFilterGroup(tx, groupId);
      await change(tx);
      const after = await findFilterGroup(tx, groupId);
      return { action, target: `filter:${groupId}`, before, after, answer: after };
    });

  app.get(filterPaths.groups, {
    schema: {
      summary: "Every store's filter groups with their options, hidden ones too",
      response: { 200: StudioFilterGroupsSchema },
    },
    handler: async () => ({ groups: await listFilterGroups(db) }),
  });

  app.post(filterPaths.groups, {
    schema: {
      summary: 'Make a filter group of a store (last, no options yet: members see it once it has one)',
      body: FilterGroupInputSchema,
      response: { 200: StudioFilterGroupSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const groupId = await createFilterGroup(tx, request.body);
        const after = await findFilterGroup(tx, groupId);
        return { action: 'filter.create', target: `filter:${groupId}`, after, answer: after };
      }),
  });

  app.put(filterPaths.group(':id'), {
    schema: {
      summary: "Change a filter group's title",
      params: idParams,
      body: FilterGroupFieldsSchema,
      response: { 200: StudioFilterGroupSchema },
    },
    handler: async (request) =>
      changeGroup(request, request.params.id, 'filter.update', (tx) =>
        updateFilterGroup(tx, request.params.id, request.body),
      ),
  });

  app.put(filterPaths.groupVisibility(':id'), {
    schema: {
      summary: 'Hide a filter group from members (items keep their options), or show it',
      params: idParams,
      body: VisibilitySchema,
      response: { 200: StudioFilterGroupSchema },
    },
    handler: async (request) =>
      changeGroup(request, request.params.id, request.body.hidden ? 'filter.hide' : 'filter.show', (tx) =>
        setFilterGroupHidden(tx, request.params.id, request.body.hidden),
      ),
  });

  app.put(filterPaths.groupOrder, {
    schema: {
      summary: "Put a store's filter groups in the order members see them (each of them, once)",
      body: FilterGroupOrderInputSchema,
      response: { 200: StudioFilterGroupsSchema },
    },
    handler: async (request) => {
      const { store, ids } = request.body;
      await audited(db, currentStaff(request), async (tx) => {
        await orderFilterGroups(tx, store, ids);
        return { action: 'filter.reorder', target: `filters:${store}`, after: ids, answer: null };
      });
      return { groups: await listFilterGroups(db) };
    },
  });

  app.post(filterPaths.options(':id'), {
    schema: {
      summary: 'Add an option to a filter group (last)',
      params: idParams,
      body: FilterOptionInputSchema,
      response: { 200: StudioFilterGroupSchema },
    },
    handler: async (request) =>
      changeGroup(request, request.params.id, 'filter.option.create', (tx) =>
        addFilterOption(tx, request.params.id, request.body),
      ),
  });

  app.put(filterPaths.option(':id', ':option'), {
    schema: {
      summary: "Change a filter option's title",
      params: optionParams,
      body: FilterOptionFieldsSchema,
      response: { 200: StudioFilterGroupSchema },
    },
    handler: async (request) =>
      changeGroup(request, request.params.id, 'filter.option.update', (tx) =>
        updateFilterOption(tx, request.params.id, request.params.option, request.body),
      ),
  });

  app.delete(filterPaths.option(':id', ':option'), {
    schema: {
      summary: 'Remove a filter option: the items that carried it lose it',
      params: optionParams,
      response: { 200: StudioFilterGroupSchema },
    },
    handler: async (request) =>
      changeGroup(request, request.params.id, 'filter.option.remove', (tx) =>
        removeFilterOption(tx, request.params.id, request.params.option),
      ),
  });

  app.put(filterPaths.optionOrder(':id'), {
    schema: {
      summary: "Put a filter group's options in order (each of them, once)",
      params: idParams,
      body: OrderInputSchema,
      response: { 200: StudioFilterGroupSchema },
    },
    handler: async (request) =>
      changeGroup(request, request.params.id, 'filter.option.reorder', (tx) =>
        orderFilterOptions(tx, request.params.id, request.body.ids),
      ),
  });

  app.get(filterPaths.itemFilters(':id'), {
    schema: {
      summary: 'The filter options a workout or recipe carries',
      params: idParams,
      response: { 200: ItemFiltersSchema },
    },
    handler: async (request) => ({ option_ids: await itemFilters(db, request.params.id) }),
  });

  app.put(filterPaths.itemFilters(':id'), {
    schema: {
      summary: "Set the filter options a workout or recipe carries (options of its store's groups)",
      params: idParams,
      body: ItemFiltersInputSchema,
      response: { 200: ItemFiltersSchema },
    },
    handler: async (request) =>
      audited(db, currentStaff(request), async (tx) => {
        const itemId = request.params.id;
        const before = await itemFilters(tx, itemId);
        await setItemFilters(tx, itemId, request.body.option_ids);
        const after = await itemFilters(tx, itemId);
        return {
          action: 'item.filters',
          target: `item:${itemId}`,
          before,
          after,
          answer: { option_ids: after },
        };
      }),
  });
});
