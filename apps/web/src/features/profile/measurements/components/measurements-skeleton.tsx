import { Skeleton, Stack } from '@mantine/core';
import { useT } from '../../../../lib/i18n';

/** The spec names no count for this list; three rows fill a phone screen's first view. */
const ROW_KEYS = ['row-1', 'row-2', 'row-3'];

/** The sets while they load. */
export const MeasurementsSkeleton = () => {
  const t = useT();
  return (
    <Stack gap="sm" role="status" aria-label={t('profile.list.loading')}>
      {ROW_KEYS.map((key) => (
        <Skeleton key={key} height={68} radius="md" data-testid="measurement-skeleton" />
      ))}
    </Stack>
  );
};
