import { type MeasurementInput, type MeasurementSet, profilePaths } from '@studio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { invalidateMeasurements } from './get-measurements';

export type AddMeasurementInput = { userId: number; set: MeasurementInput };

/** POST /api/v4/users/{id}/profiles: the standard plus the ten measures (spec M7 "update profile"). */
export const addMeasurement = ({ userId, set }: AddMeasurementInput) =>
  apiFetch<{ message: string; profile: MeasurementSet }>(profilePaths.addMeasurement(userId), {
    method: 'POST',
    json: set,
    repeatable: true,
  });

/** A failure goes to the shared handler (spec M8 names no handling of its own). */
export const useAddMeasurement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMeasurement,
    onSuccess: () => invalidateMeasurements(queryClient),
  });
};
