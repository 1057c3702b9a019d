import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { offlineMessages } from '@studio/shared';
import { IconCloudOff } from '@tabler/icons-react';

/** Says so while the device is offline: what shows is what was last loaded (decision 0034). */
export const OfflineBanner = () => {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert role="status" color="gray" icon={<IconCloudOff aria-hidden size={18} />} mb="md">
      {offlineMessages.offline}
    </Alert>
  );
};
