import { z } from 'zod';

/** A row's id in a route's path: a whole number from 1 up; anything else is a 400 naming the param. */
export const pathId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The params of a route whose path names one `:id`. */
export const idParams = z.object({ id: pathId });
