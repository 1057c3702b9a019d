import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { BANNER_HEIGHT, SKELETONS } from '@studio/shared';
import { BannerSkeleton, skeletonKeys } from '../../../components/ui/skeletons';
import { useT } from '../../../lib/i18n';

const CARD_KEYS = skeletonKeys(SKELETONS.cards, 'card');
const WEEK_KEYS = ['week-1', 'week-2'];

/** The programs list while it loads: 2 cards (spec M9). */
export const ProgramCardsSkeleton = () => {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" role="status" aria-label={t('programs.loading.list')}>
      {CARD_KEYS.map((key) => (
        <Stack key={key} gap={8} data-testid="program-card-skeleton">
          <Skeleton height={200} radius="md" />
          <Skeleton height={18} width="70%" radius="sm" />
          <Skeleton height={14} width="40%" radius="sm" />
        </Stack>
      ))}
    </SimpleGrid>
  );
};

/** A program's page while it loads: the banner's height (spec M9) and its weeks. */
export const ProgramDetailsSkeleton = () => {
  const t = useT();
  return (
    <Stack gap="xl" role="status" aria-label={t('programs.loading.details')}>
      <BannerSkeleton height={BANNER_HEIGHT.details} />
      {WEEK_KEYS.map((key) => (
        <Stack key={key} gap="sm">
          <Skeleton height={24} width={200} radius="sm" />
          <Skeleton height={72} radius="md" />
        </Stack>
      ))}
    </Stack>
  );
};
