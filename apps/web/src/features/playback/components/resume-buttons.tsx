import { Button } from '@mantine/core';
import { formatPosition } from '@studio/shared';
import { IconPlayerPlay, IconRotate } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';

/** "Resume at m:ss" and "Start over" (issue 19): where the member stopped, on any device, or 0. */
export const ResumeButtons = ({ position, onPlay }: { position: number; onPlay: (from: number) => void }) => {
  const t = useT();
  return (
    <>
      <Button
        size="md"
        leftSection={<IconPlayerPlay size={20} aria-hidden />}
        onClick={() => onPlay(position)}
      >
        {t('library.player.resumeAt', { position: formatPosition(position) })}
      </Button>
      <Button
        size="md"
        variant="default"
        leftSection={<IconRotate size={20} aria-hidden />}
        onClick={() => onPlay(0)}
      >
        {t('library.player.startOver')}
      </Button>
    </>
  );
};
