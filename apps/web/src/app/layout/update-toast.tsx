import { Button } from '@mantine/core';
import { offlineMessages } from '@studio/shared';

/** The body of "Update available — reload": the button that lets the new version take over. */
export const UpdateToast = ({ onReload }: { onReload: () => void }) => (
  <Button size="xs" mt="xs" onClick={onReload}>
    {offlineMessages.reload}
  </Button>
);
