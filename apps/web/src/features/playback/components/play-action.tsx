import { Button } from '@mantine/core';
import { type FinishedAnswer, resumeOffered, type WorkoutStatus } from '@studio/shared';
import { IconBroadcast, IconPlayerPlay } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { RESUMABLE_KINDS, statusKey, useWorkoutStatus } from '../api/position';
import { type PlayableItem, prewarmVideo, videoSourcesOf } from '../video-source';
import { PlayerModal } from './player-modal';
import { ResumeButtons } from './resume-buttons';

type PlayActionProps = {
  item: PlayableItem;
  /** The Play button's name where several are on one page ("Play Morning flow"). */
  label?: string;
  /** A row's Play beside other actions is smaller than a page's banner action. */
  size?: 'sm' | 'md';
  onStarted?: (status: WorkoutStatus) => void;
  onFinished?: (answer: FinishedAnswer) => void;
  /** Lets a dialog underneath hand Escape and the focus over to the player while it is open. */
  onOpenChange?: (open: boolean) => void;
};

/**
 * The "Play" (or "Watch live") banner action. Playback is premium only (spec M1, M6), as the
 * server's `can_watch` says (a rented program's workouts play too): another member goes to the
 * premium purchase instead of the player. Where the member stopped watching on any device, it
 * offers "Resume at m:ss" or "Start over" instead (issue 19).
 */
export const PlayAction = ({
  item,
  label,
  size = 'md',
  onStarted,
  onFinished,
  onOpenChange,
}: PlayActionProps) => {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [startAt, setStartAt] = useState<number | null>(null);
  const live = item.kind === 'live_training';
  const resumable = item.can_watch === true && RESUMABLE_KINDS.includes(item.kind);
  const { data: status } = useWorkoutStatus(item, resumable && startAt === null);
  const position = resumable ? status?.position_seconds : null;

  // A video the member may watch is readied while they read its details (bench/first-frame.ts).
  // Not a live class: its playlist changes as it streams.
  const watchable = item.can_watch === true && !live;
  const { hls, mp4 } = videoSourcesOf(item);
  useEffect(() => {
    if (watchable) prewarmVideo({ hls, mp4 });
  }, [watchable, hls, mp4]);

  const change = (next: number | null) => {
    setStartAt(next);
    onOpenChange?.(next !== null);
    // Closed: the position just saved is what the next opening offers.
    if (next === null) void queryClient.invalidateQueries({ queryKey: statusKey(item.kind, item.id) });
  };
  const play = (from: number) => {
    // The server decides what a member may watch (premium, or a rented program's workouts).
    if (item.can_watch !== true) {
      void navigate(paths.buyPremium());
      return;
    }
    change(from);
  };

  return (
    <>
      {resumeOffered(position) ? (
        <ResumeButtons position={position} onPlay={play} />
      ) : (
        <Button
          size={size}
          leftSection={
            live ? <IconBroadcast size={20} aria-hidden /> : <IconPlayerPlay size={20} aria-hidden />
          }
          aria-label={label}
          onClick={() => play(0)}
        >
          {live ? t('library.player.watchLive') : t('library.player.play')}
        </Button>
      )}
      {startAt !== null ? (
        <PlayerModal
          item={item}
          startAt={startAt}
          onClose={() => change(null)}
          onStarted={onStarted}
          onFinished={onFinished}
        />
      ) : null}
    </>
  );
};
