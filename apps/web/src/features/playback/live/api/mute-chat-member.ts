import { livePaths } from '@studio/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** POST a mute (a coach or the owner): the member can no longer write in this class's chat. */
const muteChatMember = (itemId: number, memberId: number): Promise<{ message: string }> =>
  apiFetch(livePaths.chatMutes(itemId), { method: 'POST', json: { member_id: memberId } });

export const useMuteChatMember = (itemId: number) =>
  useMutation({
    mutationFn: (memberId: number) => muteChatMember(itemId, memberId),
    meta: { errorHandledLocally: true },
  });
