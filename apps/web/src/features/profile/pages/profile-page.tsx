import { Alert, Button, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useMe } from '../../accounts';
import { ProfileHead } from '../components/profile-head';
import { ProfileHeadSkeleton } from '../components/profile-head-skeleton';
import { ProfileShortcuts } from '../components/profile-shortcuts';

/** /page/profile. The weekly card, stats and photos join this page in a later issue. */
export const ProfilePage = () => {
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
        <Alert color="red" title="Your profile could not be loaded">
          <Button variant="light" color="red" mt="xs" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <ProfileHeadSkeleton />
      )}
      <ProfileShortcuts />
    </Stack>
  );
};
