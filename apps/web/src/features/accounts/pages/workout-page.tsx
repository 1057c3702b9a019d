import { Anchor, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { getPlatform } from '../../../lib/platform';
import { useCreateProfile } from '../api/create-profile';
import { SignPageTitle } from '../components/sign-page-title';
import { WeeklyGoalForm, type WeeklyGoalValues } from '../components/weekly-goal-form';
import { useLogout } from '../hooks/use-logout';
import { useServerError } from '../hooks/use-server-error';
import { pageAfterOnboarding } from '../signup-intent';

/** /sign/workout, the onboarding (spec A4): then home on iOS, the premium purchase elsewhere. */
export const WorkoutPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const createProfile = useCreateProfile();
  const { serverError, show, clear } = useServerError();
  const { logout, isPending: isLoggingOut } = useLogout();

  const submit = (values: WeeklyGoalValues) =>
    createProfile.mutate(values, {
      // iOS cannot sell premium (spec A6), so the wrapper goes straight home.
      // A plan or program chosen on the storefront before the sign-up is where it leads (issue 38).
      onSuccess: () =>
        navigate(getPlatform() === 'ios' ? paths.home : pageAfterOnboarding(), { replace: true }),
      onError: show,
    });

  return (
    <Stack gap="lg">
      <SignPageTitle title={t('onboarding.workout.title')}>{t('onboarding.workout.intro')}</SignPageTitle>
      <WeeklyGoalForm
        onSubmit={submit}
        isPending={createProfile.isPending}
        serverError={serverError}
        onDismissError={clear}
      />
      <Text size="sm" ta="center">
        {t('onboarding.workout.notYou')}{' '}
        <Anchor component="button" type="button" onClick={logout} disabled={isLoggingOut}>
          {t('frame.menu.logout')}
        </Anchor>
      </Text>
    </Stack>
  );
};
