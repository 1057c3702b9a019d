import { Button, Group, Stack, TextInput } from '@mantine/core';
import { CreateSavedListSchema, MAX_SAVED_LIST_NAME } from '@studio/shared';
import { type ReactNode, useEffect } from 'react';
import { z } from 'zod/mini';
import { FormError } from '../../../components/ui/form-error';
import { useT } from '../../../lib/i18n';
import { useServerForm } from '../../../lib/use-server-form';

/** The name rule of creating and renaming, one schema with the server (required, at most 60). */
const ListNameSchema = z.object({ name: CreateSavedListSchema.shape.name });
/** Where the server puts a name's errors: `name` on create, `model` (the payload's field) on rename. */
const SERVER_FIELDS = { name: 'name', model: 'name' };

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
  const t = useT();
  const { register, handleSubmit, setFocus, errors, serverError, showServerErrors, isBlocked } =
    useServerForm({
      schema: ListNameSchema,
      defaultValues: { name: defaultName },
      serverFields: SERVER_FIELDS,
    });

  // Shown in place of other content (the save dialog's new_list state), the name takes the focus.
  useEffect(() => setFocus('name'), [setFocus]);

  const submit = handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name.trim());
    } catch (error) {
      showServerErrors(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('saved.name.label')}
          withAsterisk
          data-autofocus
          description={t('saved.name.hint', { max: MAX_SAVED_LIST_NAME })}
          error={errors.name?.message}
          {...register('name')}
        />
        <FormError message={serverError} />
        <Group justify="flex-end">
          {secondary}
          <Button type="submit" loading={pending} disabled={isBlocked(pending)}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
