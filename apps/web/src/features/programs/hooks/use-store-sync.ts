import { IOS_STORE_SYNC_DELAY_MS } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getPlatform } from '../../../lib/platform';
import { readSession } from '../../../lib/session';
import { meQueryOptions } from '../../accounts';
import { useSyncStore } from '../api/sync-store';
import { restorePurchases } from '../store/store-bridge';

/**
 * Spec A4: after sign-in with `apple_rc_sync` set, the iOS store sync runs IOS_STORE_SYNC_DELAY_MS
 * later: the store's purchases go to the server, which answers the user. Mounted once by the app's
 * frame; elsewhere than iOS it does nothing and asks for nothing.
 */
export const useStoreSync = (): void => {
  const isIos = getPlatform() === 'ios';
  // Reads the member the route guard loaded; only inside the iOS app may it load it itself.
  const { data: user } = useQuery({ ...meQueryOptions(), enabled: () => isIos && readSession() !== null });
  const { mutate } = useSyncStore();
  const syncedFor = useRef<number | null>(null);
  const userId = user?.id ?? null;
  const due = isIos && user?.apple_rc_sync === true && syncedFor.current !== userId;

  useEffect(() => {
    if (!due || userId === null) return;
    const timer = window.setTimeout(() => {
      // Once per member while the app runs, even if the server keeps the flag set.
      syncedFor.current = userId;
      restorePurchases().then(
        (transactions) => mutate({ transactions }),
        // No store to ask (or it failed): the flag stays set and the next start tries again.
        () => {},
      );
    }, IOS_STORE_SYNC_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [due, userId, mutate]);
};
