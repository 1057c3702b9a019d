import { Group, Modal } from '@mantine/core';
import { resumeOffered } from '@studio/shared';
import { Suspense, useState } from 'react';
import { RESUMABLE_KINDS, useWorkoutStatus } from '../api/position';
import { PlayerModal } from './lazy-player-modal';
import type { PlayerModalProps } from './player-modal';
import { ResumeButtons } from './resume-buttons';

/**
 * The player for a workout started outside its details (home's program banner and "Start workout"
 * card): where the member stopped watching it on any device, it first asks "Resume at m:ss" or
 * "Start over", as the details' Play does (issue 19); else it plays from the start at once.
 */
export const ResumablePlayer = ({
  item,
  onClose,
  onStarted,
  onFinished,
}: Omit<PlayerModalProps, 'startAt'>) => {
  const [startAt, setStartAt] = useState<number | null>(null);
  const resumable = item.can_watch === true && RESUMABLE_KINDS.includes(item.kind);
  const { data: status, isPending } = useWorkoutStatus(item, resumable && startAt === null);
  const position = resumable ? status?.position_seconds : null;

  // The status is on its way (a moment): nothing yet, rather than a start the member did not pick.
  if (startAt === null && resumable && isPending) return null;
  if (startAt === null && resumeOffered(position)) {
    return (
      <Modal opened onClose={onClose} title={item.title} centered>
        <Group>
          <ResumeButtons position={position} onPlay={setStartAt} />
        </Group>
      </Modal>
    );
  }
  return (
    <Suspense fallback={null}>
      <PlayerModal
        item={item}
        startAt={startAt ?? 0}
        onClose={onClose}
        onStarted={onStarted}
        onFinished={onFinished}
      />
    </Suspense>
  );
};
