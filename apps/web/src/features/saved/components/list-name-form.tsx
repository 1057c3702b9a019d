import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { CreateSavedListSchema, MAX_SAVED_LIST_NAME } from '@studio/shared';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/error-handler';
import { isSubmitBlocked } from '../../../lib/forms';

/** The name rule of creating and renaming, one schema with the server (required, at most 60). */
const ListNameSchema = z.object({ name: CreateSavedListSchema.shape.name });
type ListName = z.input<typeof ListNameSchema>;
const SERVER_ERROR = 'root.server' as const;
/** Where the server puts a name's errors: `name` on create, `model` (the payload's field) on rename. */
const NAME_ERROR_KEYS = ['name', 'model'] as const;

type ListNameFormProps = {
  defaultName?: string;
  submitLabel: string;
  pending: boolean;
  /** Sends the name; a rejection with the server's errors shows them in the form. */
  onSubmit: (name: string) => Promise<unknown>;
  /** A secondary action beside submit (cancel, back). */
  secondary?: ReactNode;
};

/** A list's name (create, rename): a required text of at most MAX_SAVED_LIST_NAME characters. */
export const ListNameForm = ({
  defaultName = '',
  submitLabel,
  pending,
  onSubmit,
  secondary,
}: ListNameFormProps) => {
  const { register, handleSubmit, setError, clearErrors, setFocus, watch, formState } = useForm<ListName>({
    resolver: standardSchemaResolver(ListNameSchema),
    defaultValues: { name: defaultName },
  });
  const { errors } = formState;

  // Shown in place of other content (the save dialog's new_list state), the name takes the focus.
  useEffect(() => setFocus('name'), [setFocus]);

  // The server's message is about what was sent: any edit dismisses it.
  useEffect(() => {
    const subscription = watch(() => clearErrors(SERVER_ERROR));
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);

  const submit = handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name.trim());
    } catch (error) {
      const fields = error instanceof ApiError ? error.body.errors : undefined;
      const nameError = NAME_ERROR_KEYS.map((key) => fields?.[key]?.[0]).find(Boolean);
      if (nameError) setError('name', { type: 'server', message: nameError }, { shouldFocus: true });
      else setError(SERVER_ERROR, { type: 'server', message: apiErrorText(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="List name"
          withAsterisk
          data-autofocus
          description={`Up to ${MAX_SAVED_LIST_NAME} characters`}
          error={errors.name?.message}
          {...register('name')}
        />
        {errors.root?.server ? (
          <Alert color="red" role="alert">
            {errors.root.server.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          {secondary}
          <Button
            type="submit"
            loading={pending}
            disabled={isSubmitBlocked({ pending, fieldErrors: errors })}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
