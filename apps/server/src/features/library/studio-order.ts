import { catalogueMessages } from '@studio/shared';
import { AppError } from '../../errors';

/**
 * A new order from the console must name every row of the set exactly once (a 400 at `ids`
 * otherwise), so that two coaches reordering at once cannot lose or double a row.
 */
export const checkOrder = (ids: number[], known: { has: (id: number) => boolean; size: number }): void => {
  const complete =
    ids.length === known.size && new Set(ids).size === ids.length && ids.every((i) => known.has(i));
  if (!complete)
    throw new AppError('validation', catalogueMessages.orderMismatch, {
      ids: [catalogueMessages.orderMismatch],
    });
};
