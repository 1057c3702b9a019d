import { Button, Group, Text } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { useT } from '../../../../lib/i18n';
import classes from './live-chat.module.css';

type MuteConfirmProps = {
  author: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * "Mute Ada?" inside the chat rather than the shared confirm dialog: a dialog over the full-screen
 * player would need the player's Escape and focus handed over to it, and the chat stays in view.
 * The way back takes the focus first, as in the shared dialog.
 */
export const MuteConfirm = ({ author, pending, onConfirm, onCancel }: MuteConfirmProps) => {
  const t = useT();
  const questionId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <section className={classes.confirm} aria-labelledby={questionId}>
      <Text size="sm" id={questionId}>
        {t('library.chat.muteConfirm', { author })}
      </Text>
      <Group gap="xs" justify="flex-end">
        <Button ref={cancel} size="xs" variant="default" onClick={onCancel} disabled={pending}>
          {t('library.chat.cancel')}
        </Button>
        <Button size="xs" color="red.9" onClick={onConfirm} loading={pending}>
          {t('library.chat.muteYes')}
        </Button>
      </Group>
    </section>
  );
};
