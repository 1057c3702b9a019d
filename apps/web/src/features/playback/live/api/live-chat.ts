import { type Chat, livePaths } from '@studio/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '../../../../lib/api-client';
import { applyChatEvent, newestId } from '../chat-state';
import { followChatEvents } from './chat-events';

/** GET a live class's latest messages, viewers now, and whether this member is muted or moderates. */
const getChat = (itemId: number, signal?: AbortSignal): Promise<Chat> =>
  apiFetch<Chat>(livePaths.chat(itemId), { signal });

const chatQuery = (itemId: number) =>
  queryOptions({
    queryKey: ['live', 'chat', itemId],
    queryFn: ({ signal }) => getChat(itemId, signal),
    // The event stream keeps it current while the chat is open; closed, it is read afresh next time.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    // The chat shows why it could not load, beside the video that still plays: no toast.
    meta: { errorHandledLocally: true },
  });

/** The cache key of a class's chat, typed with its data (mutations write into it). */
export const chatKey = (itemId: number) => chatQuery(itemId).queryKey;

/**
 * A live class's chat (issue 37): loaded once, then kept current by its event stream (new and
 * deleted messages, viewers) for as long as the component that asks is mounted and `enabled`.
 */
export const useLiveChat = (itemId: number, enabled: boolean) => {
  const queryClient = useQueryClient();
  const query = useQuery({ ...chatQuery(itemId), enabled });
  const loaded = query.isSuccess;
  useEffect(() => {
    if (!enabled || !loaded) return;
    const key = chatKey(itemId);
    const controller = new AbortController();
    void followChatEvents({
      itemId,
      signal: controller.signal,
      after: () => newestId(queryClient.getQueryData(key)),
      onEvent: (event) => queryClient.setQueryData(key, (chat) => chat && applyChatEvent(chat, event)),
    });
    return () => controller.abort();
  }, [itemId, enabled, loaded, queryClient]);
  return query;
};
