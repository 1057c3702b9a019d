import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod/mini';
import { type ServerForm, useServerForm } from '../../../../lib/use-server-form';
import type { ConsoleFormState } from '../components/console-form';

type Mutation<Vars, Saved> = Pick<UseMutationResult<Saved, Error, Vars>, 'mutate' | 'isPending'>;

/** How the form's values become the mutation's: needed unless the mutation takes them as they are. */
type Variables<Out, Vars> = [Out] extends [Vars]
  ? { variables?: (values: Out) => Vars }
  : { variables: (values: Out) => Vars };

type ConsoleFormOptions<In extends FieldValues, Out, Vars, Saved> = {
  /** The shared schema the server checks the request with. */
  schema: z.ZodMiniType<Out, In>;
  /** The form's first values; without `valuesOf` it goes back to them after a save (a create form). */
  defaults: DefaultValues<In>;
  /** The change the form sends (one of the feature's `use…` mutations). */
  mutation: Mutation<Vars, Saved>;
  /** The values the form holds after a save, from what the server saved (an edit form). */
  valuesOf?: (saved: Saved) => DefaultValues<In>;
  /** What the form says after a save, until it is edited again. */
  doneText?: string | ((saved: Saved) => string);
  /** The done text, kept by a page that makes the form again after a save (it replaces `doneText`). */
  done?: string | null;
  /** After a save and the reset: open what was made, tell the page. */
  onSaved?: (saved: Saved) => void;
  /**
   * The fields the server's errors go onto (default: every field of `defaults`). The server's word
   * on any other key (a field the page sets and does not show) is the form's message.
   */
  fields?: readonly string[];
  /** A refusal the form sorts itself (the program's weeks); by default it goes onto the fields. */
  onError?: (error: Error, form: ServerForm<In, Out>) => void;
  /** A message the form shows outside its fields, which blocks the submit as a field error does. */
  otherError?: string | null;
} & Variables<Out, Vars>;

/**
 * A console form's wiring (decision 0012's `useServerForm` under it): the submit goes through
 * `mutation`; a save resets the form to `valuesOf(saved)` (or to `defaults`) and shows `doneText`
 * until the next edit; a refusal puts the server's messages on the fields it names, the rest in
 * the form's message. Returns the form and the props of its `ConsoleForm`.
 */
export const useConsoleForm = <In extends FieldValues, Out, Vars, Saved>(
  options: ConsoleFormOptions<In, Out, Vars, Saved>,
): { form: ServerForm<In, Out>; formProps: ConsoleFormState } => {
  const { schema, defaults, mutation, valuesOf, doneText, onSaved, onError, otherError = null } = options;
  const fields = options.fields ?? Object.keys(defaults);
  const form = useServerForm({
    schema,
    defaultValues: defaults,
    serverFields: Object.fromEntries(fields.map((field) => [field, field])),
  });
  const [done, setDone] = useState<string | null>(null);
  const toVariables = options.variables ?? ((values: Out) => values as unknown as Vars);

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(toVariables(values), {
      onSuccess: (saved) => {
        form.reset(valuesOf ? valuesOf(saved) : defaults);
        if (doneText !== undefined) setDone(typeof doneText === 'string' ? doneText : doneText(saved));
        onSaved?.(saved);
      },
      onError: (error) => (onError ? onError(error, form) : form.showServerErrors(error)),
    }),
  );

  const said = options.done !== undefined ? options.done : done;
  return {
    form,
    formProps: {
      onSubmit,
      pending: mutation.isPending,
      blocked: form.isBlocked(mutation.isPending, otherError),
      error: form.serverError,
      done: form.formState.isDirty ? null : said,
    },
  };
};
