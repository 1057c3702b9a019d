import { Button, CopyButton, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { LIVE_EARLY_MINUTES, type StudioLive } from '@studio/shared';
import { type ReactNode, useId, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useT } from '../../../../lib/i18n';
import { useResetStreamKey } from '../api/lives';

/** What the hidden key shows: as many dots whatever its length, so its length is not told either. */
const HIDDEN_KEY = '•'.repeat(20);

/** A read-only field with its copy button: `copyLabel` names the button for a screen reader. */
const CopyField = ({
  label,
  value,
  shown = value,
  copyLabel,
  children,
}: {
  label: string;
  value: string;
  shown?: string;
  copyLabel: string;
  children?: ReactNode;
}) => {
  const t = useT();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={label}
        value={shown}
        readOnly
        flex={1}
        miw={0}
        styles={{ input: { fontFamily: 'monospace' } }}
        onFocus={(event) => event.currentTarget.select()}
      />
      {children}
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            variant="light"
            color={copied ? 'teal.9' : undefined}
            onClick={copy}
            aria-label={copied ? undefined : copyLabel}
          >
            {copied ? t('catalogue.lives.copied') : t('catalogue.lives.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
};

/**
 * Streaming a class through Studio (issue 37): the server and the stream key OBS (or any encoder)
 * asks for, the key hidden until asked for, how to set OBS up, and a new key for one that leaked.
 */
export const LiveStream = ({
  live,
  stream,
}: {
  live: StudioLive;
  stream: NonNullable<StudioLive['stream']>;
}) => {
  const t = useT();
  const headingId = useId();
  const reset = useResetStreamKey();
  const [shown, setShown] = useState(false);
  const [asking, setAsking] = useState(false);
  const [renewed, setRenewed] = useState(false);
  return (
    <Stack gap="xs" mt="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t('catalogue.lives.obsTitle')}
      </Title>
      <CopyField
        label={t('catalogue.lives.obsServer')}
        value={stream.ingest_url}
        copyLabel={t('catalogue.lives.copyServer')}
      />
      <CopyField
        label={t('catalogue.lives.obsKey')}
        value={stream.stream_key}
        shown={shown ? stream.stream_key : HIDDEN_KEY}
        copyLabel={t('catalogue.lives.copyKey')}
      >
        <Button
          variant="default"
          onClick={() => setShown(!shown)}
          aria-label={shown ? t('catalogue.lives.hideKeyLabel') : t('catalogue.lives.showKeyLabel')}
        >
          {shown ? t('catalogue.lives.hideKey') : t('catalogue.lives.showKey')}
        </Button>
      </CopyField>
      {renewed ? (
        <Text size="sm" c="teal.9" role="status">
          {t('catalogue.lives.keyRenewed')}
        </Text>
      ) : null}
      <List size="sm" c="dimmed" spacing={2}>
        <List.Item>{t('catalogue.lives.obsStream')}</List.Item>
        <List.Item>{t('catalogue.lives.obsOutput')}</List.Item>
        <List.Item>{t('catalogue.lives.obsEarly', { minutes: LIVE_EARLY_MINUTES })}</List.Item>
      </List>
      <Group>
        <Button size="compact-sm" variant="subtle" onClick={() => setAsking(true)}>
          {t('catalogue.lives.newKey')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={asking}
        title={t('catalogue.lives.newKeyTitle', { title: live.title })}
        text={t('catalogue.lives.newKeyText')}
        confirmLabel={t('catalogue.lives.newKeyConfirm')}
        pending={reset.isPending}
        onConfirm={() =>
          reset.mutate(live.id, {
            onSuccess: () => {
              // The coach asked for it to paste it into the encoder: shown at once.
              setShown(true);
              setRenewed(true);
            },
            onSettled: () => setAsking(false),
          })
        }
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
};
