import { type Chat, type ChatMessage, livePaths, type SendChat } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../../lib/api-client';
import { withMessage } from '../chat-state';
import { chatKey } from './live-chat';

/** POST a message (`text`) or a reaction (`reaction`) to a live class's chat. */
const sendChat = (itemId: number, body: SendChat): Promise<ChatMessage> =>
  apiFetch<ChatMessage>(livePaths.chat(itemId), { method: 'POST', json: body });

/**
 * Sends to the chat; the message shows at once (the stream brings it too, and is dropped by id).
 * A refusal is shown beside the input: too fast (429), the class not live (409), muted (403, after
 * which the input gives way to the muted notice).
 */
export const useSendChat = (itemId: number) => {
  const queryClient = useQueryClient();
  const update = (change: (chat: Chat) => Chat) =>
    queryClient.setQueryData(chatKey(itemId), (chat) => chat && change(chat));
  return useMutation({
    mutationFn: (body: SendChat) => sendChat(itemId, body),
    onSuccess: (message) => update((chat) => withMessage(chat, message)),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'forbidden') {
        update((chat) => ({ ...chat, muted: true }));
      }
    },
    meta: { errorHandledLocally: true },
  });
};
