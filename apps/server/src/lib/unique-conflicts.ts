import { catalogueMessages, type ErrorCode, offerMessages, programEditorMessages } from '@studio/shared';
import { uniqueViolation } from '../db/client';
import { AppError, type Refusal } from '../errors';

type Conflict = { code: ErrorCode; field: string; message: (value: string) => Refusal };

const catalogKey: Conflict = { code: 'catalog_key_taken', field: 'key', message: catalogueMessages.keyTaken };
const promoCode: Conflict = { code: 'promo_code_taken', field: 'code', message: offerMessages.codeTaken };

/**
 * The unique indexes a console write can break, by name, with the field each names (issue 33).
 * The index alone decides whether a key is free: a look before the insert races (five identical
 * creates at once all see the key free), so none is made; this is where the refusal is worded.
 * The test beside the console's creates checks every name here is an index of the schema.
 */
export const uniqueConflicts: Record<string, Conflict> = {
  trainers_key_idx: catalogKey,
  lists_key_idx: catalogKey,
  filter_groups_store_key_idx: catalogKey,
  filter_options_group_key_idx: catalogKey,
  programs_key_idx: { code: 'program_key_taken', field: 'key', message: programEditorMessages.keyTaken },
  programs_apple_product_idx: {
    code: 'store_product_taken',
    field: 'apple_product_id',
    message: programEditorMessages.storeProductTaken,
  },
  promo_codes_code_lower_idx: promoCode,
  program_promo_codes_code_lower_idx: promoCode,
};

/** The value PostgreSQL names in its detail: "Key (key)=(ana-lima) already exists." */
const detailValue = (detail: string | undefined) =>
  /\)=\((.*)\) already exists/.exec(detail ?? '')?.[1] ?? '';

/**
 * A broken unique index as the refusal a client can act on: 409 naming the field, with the value
 * as the request sent it (PostgreSQL's own when the request left it to the server). An index not
 * listed is still a conflict with another write, never a fault of the server: a plain 409.
 * Undefined when the error is no unique violation.
 */
export const uniqueConflict = (error: unknown, body: unknown): AppError | undefined => {
  const violation = uniqueViolation(error);
  if (!violation) return undefined;
  const conflict = uniqueConflicts[violation.constraint ?? ''];
  if (!conflict) return new AppError('conflict', 'common.error.conflict');
  const sent = (body as Record<string, unknown> | null | undefined)?.[conflict.field];
  const value = typeof sent === 'string' && sent !== '' ? sent : detailValue(violation.detail);
  const message = conflict.message(value);
  return new AppError(conflict.code, message, { [conflict.field]: [message] });
};
