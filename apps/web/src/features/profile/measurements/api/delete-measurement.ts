import { profilePaths } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { invalidateMeasurements } from './get-measurements';

export type DeleteMeasurementInput = { userId: number; setId: number };

/** DELETE /api/v4/users/{id}/profiles/{profile_id} (spec M7 "delete profile"). */
export const deleteMeasurement = ({ userId, setId }: DeleteMeasurementInput) =>
  apiFetch<{ message: string }>(profilePaths.deleteMeasurement(userId, setId), { method: 'DELETE' });

/** A failure goes to the shared handler (spec M8 names no handling of its own). */
export const useDeleteMeasurement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeasurement,
    onSuccess: () => invalidateMeasurements(queryClient),
  });
};
