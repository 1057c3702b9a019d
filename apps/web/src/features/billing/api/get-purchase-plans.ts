import { apiPaths, type PurchasePlans } from '@studio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const PURCHASE_PLANS_QUERY_KEY = ['billing', 'purchase-plans'] as const;

/** POST /api/v3/purchase_plans: per-month values of the three plans and their discounts (spec A3). */
export const getPurchasePlans = (): Promise<PurchasePlans> =>
  apiFetch<PurchasePlans>(apiPaths.purchasePlans, { method: 'POST' });

export const purchasePlansQueryOptions = () =>
  queryOptions({ queryKey: PURCHASE_PLANS_QUERY_KEY, queryFn: getPurchasePlans });

export const usePurchasePlans = () => useQuery(purchasePlansQueryOptions());
