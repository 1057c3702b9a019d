import { Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { DEFAULT_WEEKLY_GOAL, type User, type WorkoutDays } from '@studio/shared';
import { Link, useNavigate } from 'react-router';
import { FullPageLoader } from '../../../components/ui/full-page-loader';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { handleApiError } from '../../../lib/error-handler';
import { useT } from '../../../lib/i18n';
import { useMe, useServerError } from '../../accounts';
import { useConfigureDays } from '../api/configure-days';
import { ProgramDaysForm } from '../components/program-days-form';

type Running = NonNullable<User['program_in_progress']>;

/** The member's own days, when they already fit the program's goal: nothing to pick again. */
const daysFitting = (user: User, goal: number): WorkoutDays | undefined =>
  user.profile && user.profile.weekly_goal === goal ? user.profile.workout_days : undefined;

const DaysForm = ({ user, program }: { user: User; program: Running }) => {
  const navigate = useNavigate();
  const configure = useConfigureDays();
  const { serverError, show, clear } = useServerError();
  // DESIGN 3a: the setup for a program presets the goal to the days a week it asks for.
  const goal = user.program_week_required_days ?? DEFAULT_WEEKLY_GOAL;

  const submit = (model: { weekly_goal: number; workout_days: WorkoutDays }) =>
    configure.mutate(
      { program_id: program.id, model },
      {
        // The answer (days set) is in the cache already, so the route guard lets the member home.
        onSuccess: () => navigate(paths.home, { replace: true }),
        onError: (error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) show(error);
          else handleApiError(error);
        },
      },
    );

  return (
    <ProgramDaysForm
      goal={goal}
      defaultDays={daysFitting(user, goal)}
      onSubmit={submit}
      isPending={configure.isPending}
      serverError={serverError}
      onDismissError={clear}
    />
  );
};

/** /page/programs/setup/workout-days (spec A2, M2): the weekly goal and days of the program just bought. */
export const WorkoutDaysSetupPage = () => {
  const t = useT();
  useDocumentTitle(t('common.pageTitle', { page: t('programs.setup.pageTitle') }));
  const { data: user } = useMe();
  if (!user) return <FullPageLoader />;
  const program = user.program_in_progress;
  return (
    <Stack gap="lg" py="md" maw={560} mx="auto">
      <Stack gap={4}>
        <Title order={1}>{t('programs.setup.title')}</Title>
        <Text c="dimmed">
          {program ? t('programs.setup.lead', { title: program.title }) : t('programs.setup.leadNone')}
        </Text>
      </Stack>
      {program ? (
        <DaysForm user={user} program={program} />
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text>{t('shared.programs.noProgramToConfigure')}</Text>
          <Button component={Link} to={paths.programs}>
            {t('programs.setup.seePrograms')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
};
