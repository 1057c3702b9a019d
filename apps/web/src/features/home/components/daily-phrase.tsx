import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { SKELETONS } from '@studio/shared';
import { skeletonKeys } from '../../../components/ui/skeletons';
import { useT } from '../../../lib/i18n';

const KEYS = skeletonKeys(SKELETONS.home, 'phrase');

/** Home's three skeleton lines while the daily phrase is on its way (spec M2, M9). */
export const HomeSkeleton = () => {
  const t = useT();
  return (
    <Stack gap="sm" role="status" aria-label={t('home.phrase.loading')}>
      {KEYS.map((key, index) => (
        <Skeleton key={key} height={index === 0 ? 28 : 16} width={index === 0 ? '60%' : '90%'} radius="sm" />
      ))}
    </Stack>
  );
};

/** The daily mantra block: the catalogue's phrase of the day. */
export const DailyPhrase = ({ text }: { text: string }) => {
  const t = useT();
  return (
    <Paper
      component="section"
      aria-label={t('home.phrase.title')}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={4}>
        {t('home.phrase.title')}
      </Text>
      <Text fz="lg" fs="italic">
        “{text}”
      </Text>
    </Paper>
  );
};
