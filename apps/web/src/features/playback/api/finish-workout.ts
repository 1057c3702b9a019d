import { type FinishedAnswer, libraryPaths, type PlaybackEvent } from '@studio/shared';
import { useMutation } from '@tanstack/react-query';
import { offerPushReminders } from '../../../components/ui/push-offer';
import { apiFetch } from '../../../lib/api-client';

/** POST finished workout (spec M4, M7: id, kind): sent once, past 80 % of counted play time. */
export const finishWorkout = (event: PlaybackEvent): Promise<FinishedAnswer> =>
  apiFetch<FinishedAnswer>(libraryPaths.finished, { method: 'POST', json: event, repeatable: true });

/** A counted finish is the moment to offer reminders (issue 39), once per browser. */
export const useFinishWorkout = () =>
  useMutation({
    mutationFn: finishWorkout,
    onSuccess: (answer) => {
      if (answer.counted) void offerPushReminders().catch(() => undefined);
    },
  });
