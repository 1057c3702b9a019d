import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { paths } from '../../../config/paths';
import { stopPush } from '../../../lib/push';
import { clearAllStoredState } from '../../../lib/session';
import { useLogoutMutation } from '../api/logout';

/**
 * Logout (spec A4): tell the server, clear all stored state and the cache, then load the login
 * page afresh. The member leaves even if the server call fails: the local session is what counts.
 */
export const useLogout = () => {
  const queryClient = useQueryClient();
  const mutation = useLogoutMutation();
  const { mutate } = mutation;
  const logout = useCallback(() => {
    // This device's notifications were the member's: the server forgets it while the session lasts.
    void stopPush()
      .catch(() => undefined)
      .finally(() =>
        mutate(undefined, {
          onSettled: () => {
            clearAllStoredState();
            queryClient.clear();
            window.location.assign(paths.sign.login);
          },
        }),
      );
  }, [mutate, queryClient]);
  return { logout, isPending: mutation.isPending };
};
