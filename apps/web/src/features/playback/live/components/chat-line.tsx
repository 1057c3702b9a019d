import { ActionIcon, Badge, Group, Text } from '@mantine/core';
import type { ChatMessage } from '@studio/shared';
import { IconMessageOff, IconTrash } from '@tabler/icons-react';
import { useT } from '../../../../lib/i18n';
import classes from './live-chat.module.css';

/** What a coach or the owner may do to a message; null for everyone else. */
export type Moderation = {
  onDelete: (message: ChatMessage) => void;
  onMute: (message: ChatMessage) => void;
  busy: boolean;
};

/** A message or a reaction of the chat: its author (with "Coach" for the staff's), the reader's own marked. */
export const ChatLine = ({
  message,
  moderation,
}: {
  message: ChatMessage;
  moderation: Moderation | null;
}) => {
  const t = useT();
  const author = message.own ? t('library.chat.you') : message.author;
  const coach = message.from_coach ? (
    <Badge size="xs" color="blue.8">
      {t('library.chat.coach')}
    </Badge>
  ) : null;
  // A member who moderates never mutes themselves, nor the staff.
  const mutable = !message.own && !message.from_coach && message.member_id !== null;
  return (
    <li className={message.own ? `${classes.line} ${classes.own}` : classes.line}>
      <div className={classes.words}>
        {message.kind === 'reaction' ? (
          <Group gap={6}>
            <Text size="sm" fs="italic">
              {message.own
                ? t('library.chat.youHighFived')
                : t('library.chat.highFived', { author: message.author })}
            </Text>
            {coach}
          </Group>
        ) : (
          <>
            <Group gap={6}>
              <Text size="sm" fw={700}>
                {author}
              </Text>
              {coach}
            </Group>
            <Text size="sm" className={classes.text}>
              {message.text}
            </Text>
          </>
        )}
      </div>
      {moderation ? (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="sm"
            aria-label={t('library.chat.delete', { author })}
            title={t('library.chat.delete', { author })}
            disabled={moderation.busy}
            onClick={() => moderation.onDelete(message)}
          >
            <IconTrash size={14} aria-hidden />
          </ActionIcon>
          {mutable ? (
            <ActionIcon
              variant="default"
              size="sm"
              aria-label={t('library.chat.mute', { author })}
              title={t('library.chat.mute', { author })}
              disabled={moderation.busy}
              onClick={() => moderation.onMute(message)}
            >
              <IconMessageOff size={14} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
      ) : null}
    </li>
  );
};
