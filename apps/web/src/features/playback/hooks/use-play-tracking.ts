import {
  effectiveDuration,
  type FinishedAnswer,
  type ItemDetails,
  isFeedbackDue,
  isFinishedPlay,
  type WorkoutStatus,
} from '@studio/shared';
import { useEffect, useRef } from 'react';
import { useFinishWorkout } from '../api/finish-workout';
import { useStartWorkout } from '../api/start-workout';

const TICK_MS = 1_000;
const ignore = () => {};

type Tracking = {
  item: Pick<ItemDetails, 'id' | 'kind' | 'duration'>;
  video: HTMLVideoElement | null;
  onStarted?: (status: WorkoutStatus) => void;
  onFinished?: (answer: FinishedAnswer) => void;
  onFeedbackDue: () => void;
};

/**
 * Spec M4 for one opening of the player: the first play reports "started"; play time is counted
 * each second the video actually plays (seeking adds nothing), and past 80 % of the duration the
 * item is reported finished once; past 99.8 % progress, or at the end, feedback is due once.
 *
 * The duration is `effectiveDuration(catalogue, video.duration)`: the file's own length when it
 * is known and shorter than the catalogue says (the demo files last 6 s for 20-minute items),
 * else the catalogue's, so a live stream's unknown length still has a goal.
 */
export const usePlayTracking = ({ item, video, onStarted, onFinished, onFeedbackDue }: Tracking) => {
  const start = useStartWorkout();
  const finish = useFinishWorkout();
  const sent = useRef({ started: false, finished: false, feedback: false });
  const played = useRef(0);
  const latest = useRef({ item, onStarted, onFinished, onFeedbackDue, start, finish });
  latest.current = { item, onStarted, onFinished, onFeedbackDue, start, finish };

  useEffect(() => {
    if (!video) return;
    const event = () => ({ id: latest.current.item.id, kind: latest.current.item.kind });
    const duration = () => effectiveDuration(latest.current.item.duration, video.duration);

    const tick = () => {
      if (video.paused || video.ended) return;
      played.current += 1;
      if (sent.current.finished || !isFinishedPlay(played.current, duration())) return;
      sent.current.finished = true;
      // mutateAsync: the answer still marks the item completed if the player has closed meanwhile.
      // A failure is already reported by the shared error handler.
      latest.current.finish
        .mutateAsync(event())
        .then((answer) => latest.current.onFinished?.(answer), ignore);
    };
    const onPlay = () => {
      if (sent.current.started) return;
      sent.current.started = true;
      latest.current.start.mutateAsync(event()).then((status) => latest.current.onStarted?.(status), ignore);
    };
    const feedbackDue = () => {
      if (sent.current.feedback) return;
      sent.current.feedback = true;
      latest.current.onFeedbackDue();
    };
    const onTimeUpdate = () => {
      if (isFeedbackDue(video.currentTime, duration())) feedbackDue();
    };

    const timer = setInterval(tick, TICK_MS);
    video.addEventListener('play', onPlay);
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('ended', feedbackDue);
    return () => {
      clearInterval(timer);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('ended', feedbackDue);
    };
  }, [video]);
};
