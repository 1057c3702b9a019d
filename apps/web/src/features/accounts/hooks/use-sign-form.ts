import { issueId, issueMessage } from '@studio/shared';
import { type ChangeEvent, type FormEvent, useRef, useState, useTransition } from 'react';
import { z } from 'zod/mini';
import { handleApiError } from '../../../lib/error-handler';
import { isSubmitBlocked } from '../../../lib/forms';
import { t } from '../../../lib/i18n';
import { useServerError } from './use-server-error';

type Values = Record<string, string | boolean>;
type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/** The first message for each field, as the shared schema words it, in the active language. */
const errorsOf = <V>(issues: readonly z.core.$ZodIssue[]): FieldErrors<V> => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issueMessage(issue, t);
  }
  return errors as FieldErrors<V>;
};

type SignFormOptions<S extends z.ZodMiniType<unknown, Values>> = {
  schema: S;
  /** Every field's starting value; a field without an input of that name keeps it (the reset token). */
  defaults: z.input<S>;
  /** Sends the parsed values; a rejection shows in the form's red chip (spec A8). */
  send: (values: z.output<S>) => Promise<unknown>;
};

/**
 * A sign page's form on React's own form handling, without a form library or a query cache, so
 * that the first page a visitor loads stays small (decision 0012). It behaves as the app's other
 * forms: the shared schema checks on submit, the first wrong field gets the focus, a field checks
 * again as it changes once the form was submitted, the submit is blocked while a message shows or
 * the request runs. The inputs are uncontrolled: give each a `name` and a `defaultValue`.
 */
export const useSignForm = <S extends z.ZodMiniType<unknown, Values>>({
  schema,
  defaults,
  send,
}: SignFormOptions<S>) => {
  type Input = z.input<S>;
  const [errors, setErrors] = useState<FieldErrors<Input>>({});
  const [isPending, startTransition] = useTransition();
  const submitted = useRef(false);
  const { serverError, show, clear, onFocus } = useServerError();

  const parse = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const values: Values = {};
    for (const [name, value] of Object.entries(defaults as Values)) {
      const field = data.get(name);
      values[name] = typeof value === 'boolean' ? data.has(name) : typeof field === 'string' ? field : value;
    }
    // What the schema leaves unworded is worded as the server words it (issue 14: never zod's text).
    return z.safeParse(schema, values, { error: issueId });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const form = event.currentTarget;
    const result = parse(form);
    if (!result.success) {
      const found = errorsOf<Input>(result.error.issues);
      setErrors(found);
      const first = Array.from(form.elements).find(
        (element) => element instanceof HTMLInputElement && element.name in found,
      );
      if (first instanceof HTMLInputElement) first.focus();
      return;
    }
    setErrors({});
    startTransition(async () => {
      try {
        await send(result.data);
      } catch (error) {
        handleApiError(error, { handledLocally: true });
        show(error);
      }
    });
  };

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const { name } = event.target as { name?: unknown };
    if (!submitted.current || typeof name !== 'string' || !name) return;
    const result = parse(event.currentTarget);
    const message = result.success
      ? undefined
      : errorsOf<Input>(result.error.issues)[name as keyof Input & string];
    setErrors((current) => {
      const next: Record<string, string> = { ...(current as Record<string, string>) };
      if (message) next[name] = message;
      else delete next[name];
      return next as FieldErrors<Input>;
    });
  };

  return {
    formProps: { onSubmit, onChange, onFocus, noValidate: true },
    errors,
    isPending,
    serverError,
    clearServerError: clear,
    blocked: isSubmitBlocked({ pending: isPending, serverError, fieldErrors: errors }),
  };
};
