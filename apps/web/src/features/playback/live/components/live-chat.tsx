import { Loader, Text } from '@mantine/core';
import type { ChatMessage } from '@studio/shared';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { FormError } from '../../../../components/ui/form-error';
import { apiErrorText } from '../../../../lib/error-handler';
import { useT } from '../../../../lib/i18n';
import { useDeleteChatMessage } from '../api/delete-chat-message';
import { useLiveChat } from '../api/live-chat';
import { useMuteChatMember } from '../api/mute-chat-member';
import { ChatComposer } from './chat-composer';
import { ChatLine, type Moderation } from './chat-line';
import classes from './live-chat.module.css';
import { LiveStatus } from './live-status';
import { MuteConfirm } from './mute-confirm';

/** How near the bottom (px) the list counts as following the newest messages. */
const FOLLOWING_WITHIN = 48;

/**
 * Training together (issue 37): the chat of a live class on air, beside its video. New messages
 * scroll into view unless the member scrolled back to read, and are read out politely.
 */
export const LiveChat = ({ itemId, className }: { itemId: number; className?: string }) => {
  const t = useT();
  const headingId = useId();
  const chat = useLiveChat(itemId, true);
  const remove = useDeleteChatMessage(itemId);
  const mute = useMuteChatMember(itemId);
  const [muting, setMuting] = useState<ChatMessage | null>(null);
  const [muted, setMuted] = useState<string | null>(null);

  const log = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const newest = chat.data?.messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new newest message is what scrolls.
  useLayoutEffect(() => {
    const list = log.current;
    if (list && following.current) list.scrollTop = list.scrollHeight;
  }, [newest]);
  const onScroll = () => {
    const list = log.current;
    if (list) following.current = list.scrollHeight - list.scrollTop - list.clientHeight < FOLLOWING_WITHIN;
  };

  const moderation: Moderation | null = chat.data?.can_moderate
    ? {
        busy: remove.isPending || mute.isPending,
        onDelete: (message) => remove.mutate(message.id),
        onMute: (message) => {
          mute.reset();
          setMuted(null);
          setMuting(message);
        },
      }
    : null;
  const confirmMute = (message: ChatMessage) => {
    if (message.member_id === null) return;
    mute.mutate(message.member_id, {
      onSuccess: () => {
        setMuting(null);
        setMuted(message.author);
      },
    });
  };
  const moderationError = remove.error ?? mute.error;

  return (
    <aside
      className={className ? `${classes.panel} ${className}` : classes.panel}
      aria-labelledby={headingId}
    >
      <div className={classes.head}>
        <Text component="h2" id={headingId} fw={600}>
          {t('library.chat.title')}
        </Text>
        <LiveStatus viewers={chat.data?.viewers} />
      </div>
      {chat.isPending ? (
        <Loader size="sm" color="gray.4" aria-label={t('library.chat.loading')} />
      ) : chat.isError ? (
        <FormError message={apiErrorText(chat.error)} />
      ) : (
        <>
          <div
            ref={log}
            className={classes.log}
            role="log"
            aria-live="polite"
            aria-label={t('library.chat.log')}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll.
            tabIndex={0}
            onScroll={onScroll}
          >
            {chat.data.messages.length === 0 ? (
              <Text size="sm" c="gray.4">
                {t('library.chat.empty')}
              </Text>
            ) : (
              <ul className={classes.list}>
                {chat.data.messages.map((message) => (
                  <ChatLine key={message.id} message={message} moderation={moderation} />
                ))}
              </ul>
            )}
          </div>
          <FormError message={moderationError ? apiErrorText(moderationError) : null} />
          {muted ? (
            <Text size="sm" role="status">
              {t('library.chat.mutedMember', { author: muted })}
            </Text>
          ) : null}
          {muting ? (
            <MuteConfirm
              author={muting.author}
              pending={mute.isPending}
              onConfirm={() => confirmMute(muting)}
              onCancel={() => setMuting(null)}
            />
          ) : null}
          {chat.data.muted ? (
            <Text size="sm" role="status" className={classes.notice}>
              {t('library.chat.mutedNotice')}
            </Text>
          ) : (
            <ChatComposer
              itemId={itemId}
              onSent={() => {
                following.current = true;
              }}
            />
          )}
        </>
      )}
    </aside>
  );
};
