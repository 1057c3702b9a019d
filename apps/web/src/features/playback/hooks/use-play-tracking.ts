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

/** Where a video plays elsewhere (a TV through Chromecast): its media time and whether it is paused. */
export type RemoteClock = { currentTime: () => number; paused: () => boolean };

type Tracking = {
  item: Pick<ItemDetails, 'id' | 'kind' | 'duration'>;
  video: HTMLVideoElement | null;
  /** While the video plays on a TV, its time is counted instead of the paused video's here. */
  remote?: RemoteClock | null;
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
 *
 * While the video plays on a TV (`remote`), the TV's media time is counted the same way each
 * second, so a class watched on the TV finishes as one watched here.
 */
export const usePlayTracking = ({
  item,
  video,
  remote = null,
  onStarted,
  onFinished,
  onFeedbackDue,
}: Tracking) => {
  const start = useStartWorkout();
  const finish = useFinishWorkout();
  const sent = useRef({ started: false, finished: false, feedback: false });
  const played = useRef(0);
  const latest = useRef({ item, remote, onStarted, onFinished, onFeedbackDue, start, finish });
  latest.current = { item, remote, onStarted, onFinished, onFeedbackDue, start, finish };

  useEffect(() => {
    if (!video) return;
    const event = () => ({ id: latest.current.item.id, kind: latest.current.item.kind });
    const duration = () => effectiveDuration(latest.current.item.duration, video.duration);

    // Where the media was at the last count, and when: a count adds the media time played since.
    const mark = () => ({
      media: latest.current.remote?.currentTime() ?? video.currentTime,
      wall: Date.now(),
    });
    let last = mark();
    const restart = () => {
      last = mark();
    };
    const count = () => {
      const from = last;
      last = mark();
      const step = last.media - from.media;
      // A step longer than the time that passed (at the playback rate) is a seek we did not hear of.
      const rate = latest.current.remote ? 1 : video.playbackRate || 1;
      const possible = ((last.wall - from.wall) / 1000) * Math.max(1, rate);
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
    // On a TV, feedback is due within a tick of the end (its time goes back to 0 when it ends).
    const tick = () => {
      const { remote: tv } = latest.current;
      if (!tv) return video.paused || video.seeking ? restart() : count();
      if (tv.paused()) return restart();
      count();
      if (isFeedbackDue(tv.currentTime() + TICK_MS / 1000, duration())) feedbackDue();
    };
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
