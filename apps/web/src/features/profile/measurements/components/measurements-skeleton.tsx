import { Skeleton, Stack } from '@mantine/core';

/** The spec names no count for this list; three rows fill a phone screen's first view. */
const ROW_KEYS = ['row-1', 'row-2', 'row-3'];

/** The sets while they load. */
export const MeasurementsSkeleton = () => (
  <Stack gap="sm" role="status" aria-label="Loading measurements">
    {ROW_KEYS.map((key) => (
      <Skeleton key={key} height={68} radius="md" data-testid="measurement-skeleton" />
    ))}
  </Stack>
);
