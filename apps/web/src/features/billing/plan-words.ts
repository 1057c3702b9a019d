import type { MessageId } from '@lingui/core';
import type { PremiumPeriod } from '@studio/shared';

/** Each plan's name as the member reads it ("Monthly", "6 months", "Yearly"). */
export const PLAN_NAME_KEYS: Record<PremiumPeriod, MessageId> = {
  montly: 'billing.plan.montly',
  biannually: 'billing.plan.biannually',
  yearly: 'billing.plan.yearly',
};
