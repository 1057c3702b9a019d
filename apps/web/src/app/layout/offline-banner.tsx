import { Alert } from '@mantine/core';
import { offlineMessages } from '@studio/shared';
import { IconCloudOff } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useT } from '../../lib/i18n';
import { isOffline, subscribeNetworkStatus } from '../../lib/network-status';

/**
 * Says so while the app cannot reach the server: what shows is what was last loaded (decision
 * 0034). Offline is what the browser says and what the requests met (`lib/network-status`).
 */
export const OfflineBanner = () => {
  const t = useT();
  const offline = useSyncExternalStore(subscribeNetworkStatus, isOffline, () => false);
  if (!offline) return null;
  return (
    <Alert role="status" color="gray" icon={<IconCloudOff aria-hidden size={18} />} mb="md">
      {t(offlineMessages.offline)}
    </Alert>
  );
};
