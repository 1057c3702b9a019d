import { Button } from '@mantine/core';
import type { FinishedAnswer, WorkoutStatus } from '@studio/shared';
import { IconBroadcast, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { PlayableItem } from '../video-source';
import { PlayerModal } from './player-modal';

type PlayActionProps = {
  item: PlayableItem;
  onStarted?: (status: WorkoutStatus) => void;
  onFinished?: (answer: FinishedAnswer) => void;
  /** Lets a dialog underneath hand Escape and the focus over to the player while it is open. */
  onOpenChange?: (open: boolean) => void;
};

/**
 * The "Play" (or "Watch live") banner action. Playback is premium only (spec M1, M6), as the
 * server's `can_watch` says (a rented program's workouts play too): another member goes to the
 * premium purchase instead of the player.
 */
export const PlayAction = ({ item, onStarted, onFinished, onOpenChange }: PlayActionProps) => {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const live = item.kind === 'live_training';

  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  const play = () => {
    // The server decides what a member may watch (premium, or a rented program's workouts).
    if (item.can_watch !== true) {
      void navigate(paths.buyPremium());
      return;
    }
    change(true);
  };

  return (
    <>
      <Button
        size="md"
        leftSection={
          live ? <IconBroadcast size={20} aria-hidden /> : <IconPlayerPlay size={20} aria-hidden />
        }
        onClick={play}
      >
        {live ? 'Watch live' : 'Play'}
      </Button>
      {open ? (
        <PlayerModal
          item={item}
          onClose={() => change(false)}
          onStarted={onStarted}
          onFinished={onFinished}
        />
      ) : null}
    </>
  );
};
