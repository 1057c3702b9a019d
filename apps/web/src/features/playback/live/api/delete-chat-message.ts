import { livePaths } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { withoutMessage } from '../chat-state';
import { chatKey } from './live-chat';

/** DELETE a chat message for everyone (a coach or the owner). */
const deleteChatMessage = (itemId: number, messageId: number): Promise<{ message: string }> =>
  apiFetch(livePaths.chatMessage(itemId, messageId), { method: 'DELETE' });

/** Deletes a message; it leaves this chat at once, and everyone else's through the stream. */
export const useDeleteChatMessage = (itemId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => deleteChatMessage(itemId, messageId),
    onSuccess: (_answer, messageId) =>
      queryClient.setQueryData(chatKey(itemId), (chat) => chat && withoutMessage(chat, messageId)),
    meta: { errorHandledLocally: true },
  });
};
