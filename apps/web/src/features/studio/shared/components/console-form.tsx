import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { MessageId } from '@studio/shared';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { useT } from '../../../../lib/i18n';

type ConsoleFormProps = {
  /** The form's heading, also its accessible name. */
  title: string;
  /** A line under the heading: what to know before filling it in. */
  hint?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  pending: boolean;
  blocked: boolean;
  /** The server's refusal, for the whole form. */
  error: string | null;
  /** What the last save did, until the form is edited again. */
  done: string | null;
  children: ReactNode;
};

/** What `useConsoleForm` gives a `ConsoleForm`: its submit and the state of the last one. */
export type ConsoleFormState = Pick<ConsoleFormProps, 'onSubmit' | 'pending' | 'blocked' | 'error' | 'done'>;

/** A console form's frame: heading, fields, the server's answer (refusal or done), and its button. */
export const ConsoleForm = ({
  title,
  hint,
  onSubmit,
  submitLabel,
  pending,
  blocked,
  error,
  done,
  children,
}: ConsoleFormProps) => (
  <Paper withBorder p="md" component="form" onSubmit={onSubmit} noValidate aria-label={title}>
    <Stack gap="sm">
      <Title order={2} size="h4">
        {title}
      </Title>
      {hint ? (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      ) : null}
      {children}
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : done ? (
        // teal.9: Mantine's teal (6) is under AA's 4.5:1 on white.
        <Text c="teal.9" size="sm" role="status">
          {done}
        </Text>
      ) : null}
      <Group>
        <Button type="submit" loading={pending} disabled={blocked}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  </Paper>
);

/** What a new thing's key is made from when left empty: each a whole sentence. */
const KEY_MADE_FROM: Record<'title' | 'name', MessageId> = {
  title: 'studio.form.keyFromTitle',
  name: 'studio.form.keyFromName',
};

/**
 * The optional key of something new in the catalogue: the file's name for it (decision 0025),
 * made by the server from `madeFrom` when left empty. `field` is the form's `register('key')`.
 */
export const KeyInput = ({
  field,
  error,
  madeFrom,
}: {
  field: ComponentProps<typeof TextInput>;
  error: string | undefined;
  madeFrom: keyof typeof KEY_MADE_FROM;
}) => {
  const t = useT();
  return (
    <TextInput
      label={t('studio.form.keyLabel')}
      description={t(KEY_MADE_FROM[madeFrom])}
      {...field}
      error={error}
    />
  );
};
