import { type Feedback, libraryPaths, type WorkoutStatus } from '@studio/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST workout feedback (spec M7: feedback, id, trainable_type); 400 names the fields at fault. */
export const sendFeedback = (feedback: Feedback): Promise<WorkoutStatus> =>
  apiFetch<WorkoutStatus>(libraryPaths.feedback, { method: 'POST', json: feedback });

/** The feedback form shows the server's errors itself. */
export const useSendFeedback = () =>
  useMutation({ mutationFn: sendFeedback, meta: { errorHandledLocally: true } });
