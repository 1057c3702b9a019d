import { ApiError } from '../../../lib/api-client';

/** Server field names (UpdateUserSchema, ChangePasswordSchema) → the profile form's field names. */
const FORM_FIELD = {
  name: 'name',
  last_name: 'last_name',
  birthday: 'birthday',
  measurement_standard: 'measurement_standard',
  password: 'new_password',
  password_confirmation: 'new_password_confirm',
  current_password: 'current_password',
  avatar: 'avatar',
} as const;

export type ProfileFormField = (typeof FORM_FIELD)[keyof typeof FORM_FIELD];

export type SortedServerErrors = {
  /** First message of each field the form shows. */
  fields: Partial<Record<ProfileFormField, string>>;
  /** Message for the whole form: the server's `message` and errors of fields the form lacks. */
  form: string | null;
};

/** Spreads an error answer over the profile form (spec M8: the form shows `errors` or `message`). */
export const sortServerErrors = (error: unknown): SortedServerErrors => {
  if (!(error instanceof ApiError)) {
    return { fields: {}, form: error instanceof Error ? error.message : 'Something went wrong' };
  }
  const fields: SortedServerErrors['fields'] = {};
  const rest: string[] = [];
  for (const [key, list] of Object.entries(error.body.errors ?? {})) {
    const message = list[0];
    if (!message) continue;
    const field = FORM_FIELD[key as keyof typeof FORM_FIELD];
    if (field) fields[field] = message;
    else rest.push(message);
  }
  const hasFieldErrors = Object.keys(fields).length > 0;
  // With per-field errors the generic message ("Some fields are not valid") only repeats them.
  const form = rest.length > 0 ? rest.join(' ') : hasFieldErrors ? null : error.body.message;
  return { fields, form };
};
