import { issueId, issueMessage } from '@studio/shared';
import { z } from 'zod/mini';
import { ApiError } from './api-client';
import { apiErrorText } from './error-handler';
import { loadFieldLabels, t } from './i18n';

// The rules every form keeps, the sign pages' `useSignForm` and the member pages' `useServerForm`
// alike. The hook has a file of its own, so that react-hook-form stays out of the sign pages'
// scripts (decision 0012), which import this one.

/**
 * Spec A5 / M5: a form's submit is disabled while it is loading or while an error shows, whether a
 * field error or the server's message. Every form decides it here.
 */
export const isSubmitBlocked = ({
  pending,
  serverError = null,
  fieldErrors = {},
}: {
  pending: boolean;
  serverError?: string | null;
  fieldErrors?: object;
}): boolean => pending || serverError !== null || Object.keys(fieldErrors).length > 0;

/** Where the server's keys go: server key (`password_confirmation`) → the form's field name. */
export type ServerFields = Readonly<Record<string, string>>;

export type SortedServerErrors = {
  /** The first message of each form field the server named. */
  fields: Partial<Record<string, string>>;
  /** The message for the whole form: errors of keys the form has no field for, else `message`. */
  form: string | null;
};

/**
 * Spreads an error answer over a form (spec M8: the form shows `errors`, or `message`). With field
 * errors and nothing else, the generic message ("Some fields are not valid") would only repeat them.
 */
export const sortServerErrors = (error: unknown, serverFields: ServerFields = {}): SortedServerErrors => {
  const fields: SortedServerErrors['fields'] = {};
  const rest: string[] = [];
  const errors = error instanceof ApiError ? (error.body.errors ?? {}) : {};
  for (const [key, list] of Object.entries(errors)) {
    const message = list[0];
    if (!message) continue;
    const field = serverFields[key];
    if (!field) rest.push(...list);
    else if (!(field in fields)) fields[field] = message;
  }
  if (Object.keys(fields).length === 0) return { fields, form: apiErrorText(error) };
  return { fields, form: rest.length > 0 ? [...new Set(rest)].join('\n') : null };
};

/**
 * A shared schema for react-hook-form's Standard Schema resolver, its issues worded as the server
 * words them (issue 14: never zod's text) and in the app's active language at the time of the check
 * (issue 35): `standardSchemaResolver(worded(schema))`. A refusal waits for the fields' labels the
 * first time (`loadFieldLabels`), so that it names its field in words.
 */
export const worded = <S extends z.ZodMiniType>(schema: S): Pick<S, '~standard'> => ({
  '~standard': {
    ...schema['~standard'],
    validate: (value: unknown) => {
      const result = z.safeParse(schema, value, { error: issueId });
      if (result.success) return { value: result.data };
      const { issues } = result.error;
      return loadFieldLabels().then(() => ({
        issues: issues.map((issue) => ({ ...issue, message: issueMessage(issue, t) })),
      }));
    },
  },
});
