import { Alert } from '@mantine/core';
import { useT } from '../../../lib/i18n';
import type { BuyNotice as Notice } from '../hooks/use-buy-program';

/** Why a purchase did not start (spec A6, A8, M8), read out at once: an alert, not only colour. */
export const BuyNotice = ({ notice, onClose }: { notice: Notice | null; onClose?: () => void }) => {
  const t = useT();
  return notice ? (
    <Alert
      color={notice.tone === 'error' ? 'red' : 'gray'}
      variant="light"
      withCloseButton={onClose !== undefined}
      closeButtonLabel={t('programs.notice.dismiss')}
      onClose={onClose}
    >
      {notice.message}
    </Alert>
  ) : null;
};
