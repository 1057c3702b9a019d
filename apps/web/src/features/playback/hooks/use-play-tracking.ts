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
/** Timers run late: a step of media time up to this much past the wall time elapsed still counts. */
const LATE_TICK_SLACK_S = 0.5;
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
 * each second, as the media time the video actually played since the last count (seeking adds
 * nothing), and past 80 % of the duration the item is reported finished once; past 99.8 %
 * progress, or at the end, feedback is due once. A tick is not a second played: the first comes
 * early, a buffering video plays less between two; counting whole ticks finished a 6-second file
 * after some 4.5 s of it, 75 % (issue 14).
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

    // Where the media was at the last count, and when: a count adds the media time played since.
    const mark = () => ({ media: video.currentTime, wall: Date.now() });
    let last = mark();
    const restart = () => {
      last = mark();
    };
    const count = () => {
      const from = last;
      last = mark();
      const step = last.media - from.media;
      // A step longer than the time that passed (at the playback rate) is a seek we did not hear of.
      const possible = ((last.wall - from.wall) / 1000) * Math.max(1, video.playbackRate || 1);
      if (step <= 0 || step > possible + LATE_TICK_SLACK_S) return;
      played.current += step;
      if (sent.current.finished || !isFinishedPlay(played.current, duration())) return;
      sent.current.finished = true;
      // mutateAsync: the answer still marks the item completed if the player has closed meanwhile.
      // A failure is already reported by the shared error handler.
      latest.current.finish
        .mutateAsync(event())
        .then((answer) => latest.current.onFinished?.(answer), ignore);
    };
    // Each second while it plays; an ended video is paused too. A pause (the end's too) counts
    // what played since the last second, which the next second would not see.
    const tick = () => (video.paused || video.seeking ? restart() : count());
    const onPlay = () => {
      restart();
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
    video.addEventListener('pause', count);
    // A seek moves the media time without playing it: counting starts again where it lands.
    video.addEventListener('seeking', restart);
    video.addEventListener('seeked', restart);
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('ended', feedbackDue);
    return () => {
      clearInterval(timer);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', count);
      video.removeEventListener('seeking', restart);
      video.removeEventListener('seeked', restart);
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('ended', feedbackDue);
    };
  }, [video]);
};
