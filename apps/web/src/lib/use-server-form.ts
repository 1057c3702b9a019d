import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useEffect } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod/mini';
import {
  isSubmitBlocked,
  type ServerFields,
  type SortedServerErrors,
  sortServerErrors,
  worded,
} from './forms';

const SERVER_ERROR = 'root.server' as const;

type ServerFormOptions<In extends FieldValues, Out> = {
  /** The shared schema the server checks the request with (CONVENTIONS habit 4). */
  schema: z.ZodMiniType<Out, In>;
  defaultValues: DefaultValues<In>;
  /** The server's `errors` keys that name one of this form's fields; the rest go to the form's message. */
  serverFields?: ServerFields;
};

export type ServerForm<In extends FieldValues, Out> = UseFormReturn<In, unknown, Out> & {
  errors: FieldErrors<In>;
  /** The server's message for the whole form, until an edit dismisses it. */
  serverError: string | null;
  /** Returns the messages of the named fields this form does not hold (an avatar kept outside it). */
  showServerErrors: (error: unknown) => SortedServerErrors['fields'];
  clearServerError: () => void;
  /** `otherError`: a message the form shows outside react-hook-form (the avatar's). */
  isBlocked: (pending: boolean, otherError?: string | null) => boolean;
};

/**
 * A member page's form on react-hook-form (the sign pages have `useSignForm`, decision 0012): the
 * shared schema checks it; `showServerErrors` puts a failed request's answer on the fields it names
 * (the first one focused) and the rest in `serverError`, which any edit dismisses; `isBlocked` is
 * `isSubmitBlocked` over both. Returns react-hook-form's own methods beside these.
 */
export const useServerForm = <In extends FieldValues, Out>({
  schema,
  defaultValues,
  serverFields,
}: ServerFormOptions<In, Out>): ServerForm<In, Out> => {
  const form = useForm<In, unknown, Out>({ resolver: standardSchemaResolver(worded(schema)), defaultValues });
  const { watch, clearErrors, setError, formState } = form;

  // The server's message is about the values that were sent: editing anything dismisses it.
  useEffect(() => {
    const subscription = watch(() => clearErrors(SERVER_ERROR));
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);

  const showServerErrors = (error: unknown) => {
    const { fields, form: message } = sortServerErrors(error, serverFields);
    const outside: SortedServerErrors['fields'] = {};
    let focus = true;
    for (const [field, text] of Object.entries(fields)) {
      if (!text) continue;
      if (!(field in defaultValues)) {
        outside[field] = text;
        continue;
      }
      setError(field as Path<In>, { type: 'server', message: text }, { shouldFocus: focus });
      focus = false;
    }
    if (message) setError(SERVER_ERROR, { type: 'server', message });
    return outside;
  };

  const { errors } = formState;
  return {
    ...form,
    errors,
    serverError: errors.root?.server?.message ?? null,
    showServerErrors,
    clearServerError: () => clearErrors(SERVER_ERROR),
    isBlocked: (pending, otherError = null) =>
      isSubmitBlocked({ pending, serverError: otherError, fieldErrors: errors }),
  };
};
