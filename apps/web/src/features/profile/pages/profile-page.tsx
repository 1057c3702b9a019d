import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { useT } from '../../../lib/i18n';
import { useMe } from '../../accounts';
import { BadgesCard } from '../../challenges';
import { InviteSection } from '../components/invite-section';
import { ProfileHead } from '../components/profile-head';
import { ProfileHeadSkeleton } from '../components/profile-head-skeleton';
import { ProfileShortcuts } from '../components/profile-shortcuts';
import { ProgressPhotosSummary } from '../photos/components/progress-photos-summary';
import { ProgressSection } from '../progress/components/progress-section';
import { ProfileStats } from '../stats/profile-stats';
import { StreakCard } from '../stats/streak-card';
import { WeeklyWorkoutsCard } from '../stats/weekly-workouts-card';

/** /page/profile (spec M2): the head, shortcuts, weekly workouts, stats, the progress charts and the first and latest photos. */
export const ProfilePage = () => {
  const t = useT();
  useDocumentTitle(t('common.pageTitle', { page: t('profile.head.title') }));
  const { data: user, isError, refetch } = useMe();

  // Spec M2: user data reloads on entry, so stats and photos changed elsewhere show up. A load
  // already under way (first visit) counts as the reload rather than being cancelled and repeated.
  useEffect(() => {
    void refetch({ cancelRefetch: false });
  }, [refetch]);

  return (
    <Stack gap="lg" maw={960} w="100%" mx="auto">
      {user ? (
        <ProfileHead user={user} />
      ) : isError ? (
        <LoadError what={t('profile.page.what')} onRetry={() => void refetch()} />
      ) : (
        <ProfileHeadSkeleton />
      )}
      <ProfileShortcuts />
      {user?.profile && <StreakCard streak={user.profile.streak} />}
      <BadgesCard />
      {user && <WeeklyWorkoutsCard user={user} />}
      <ProfileStats stats={user?.user_stats} />
      {user && <ProgressSection />}
      {user && <ProgressPhotosSummary pictures={user.pictures} />}
      {user && <InviteSection />}
    </Stack>
  );
};
