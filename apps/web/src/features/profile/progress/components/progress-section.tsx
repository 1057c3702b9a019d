import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { LoadError } from '../../../../components/ui/load-error';
import { useT } from '../../../../lib/i18n';
import { ProfileSection } from '../../components/profile-section';
import { useProgress } from '../api/get-progress';

// The charts and their library (recharts) are a chunk of their own, fetched when the profile shows
// them: home and the sign pages never carry them (issue 13's weight budgets).
const ProgressCharts = lazy(() => import('./progress-charts').then((m) => ({ default: m.ProgressCharts })));

const Placeholder = () => <Skeleton height={240} radius="md" />;

/** The profile's "Progress" card: measures over time and the last twelve weeks' training. */
export const ProgressSection = () => {
  const t = useT();
  const { data, isError, refetch } = useProgress();
  return (
    <ProfileSection title={t('profile.progress.title')}>
      {isError ? (
        <LoadError what={t('profile.progress.what')} onRetry={() => void refetch()} />
      ) : data ? (
        <Suspense fallback={<Placeholder />}>
          <ProgressCharts progress={data} />
        </Suspense>
      ) : (
        <Placeholder />
      )}
    </ProfileSection>
  );
};
