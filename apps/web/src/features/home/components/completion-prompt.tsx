import { Modal } from '@mantine/core';
import { useT } from '../../../lib/i18n';
import { useCongratsSeen } from '../api/congrats-seen';

/**
 * Spec M2, M4 "Home completion": a completed program with a completion url opens a full-screen
 * prompt in a frame. Closing it records the congratulation as seen, reloads programs and the
 * user, and remounts home (`onDone`).
 */
export const CompletionPrompt = ({
  programId,
  url,
  onDone,
}: {
  programId: number;
  url: string;
  onDone: () => void;
}) => {
  const t = useT();
  const seen = useCongratsSeen();
  const close = () => {
    if (seen.isPending) return;
    seen.mutate(programId, { onSettled: onDone });
  };
  return (
    <Modal
      opened
      onClose={close}
      fullScreen
      title={t('home.completion.title')}
      closeButtonProps={{ 'aria-label': t('sign.ui.close') }}
    >
      <iframe
        src={url}
        title={t('home.completion.title')}
        style={{ border: 0, width: '100%', height: 'calc(100dvh - 90px)' }}
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
      />
    </Modal>
  );
};
