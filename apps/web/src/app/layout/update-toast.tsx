import { Button } from '@mantine/core';
import { offlineMessages } from '@studio/shared';
import { useT } from '../../lib/i18n';

/** The body of "Update available — reload": the button that lets the new version take over. */
export const UpdateToast = ({ onReload }: { onReload: () => void }) => {
  const t = useT();
  return (
    <Button size="xs" mt="xs" onClick={onReload}>
      {t(offlineMessages.reload)}
    </Button>
  );
};
