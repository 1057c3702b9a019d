import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useMe } from '../../accounts';
import { useFormOpen } from '../hooks/use-form-open';
import { MeasurementSets } from '../measurements/components/measurement-sets';
import { MeasurementWizard } from '../measurements/components/measurement-wizard';
import { MeasurementsSkeleton } from '../measurements/components/measurements-skeleton';

/** /page/measurements (spec M2): the member's measurement sets and the add wizard. */
export const MeasurementsPage = () => {
  const t = useT();
  useDocumentTitle(t('common.pageTitle', { page: t('profile.measurements.title') }));
  const me = useMe();
  // Spec M2: `?form_open=true` (home's reminder card) opens the add dialog on entry.
  const [wizardOpen, setWizardOpen] = useFormOpen();
  const user = me.data;

  // Spec M2: without a loaded profile there is nothing to measure; the profile page sets it up.
  if (user ? !user.profile : !me.isLoading) return <Navigate to={paths.profile} replace />;

  return (
    <Stack gap="lg" maw={720} w="100%" mx="auto">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('profile.measurements.title')}</Title>
          <Text c="dimmed">{t('profile.measurements.lead')}</Text>
        </Stack>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setWizardOpen(true)}
          disabled={!user}
        >
          {t('profile.measurements.add')}
        </Button>
      </Group>
      {user ? <MeasurementSets userId={user.id} /> : <MeasurementsSkeleton />}
      {user && (
        <MeasurementWizard
          opened={wizardOpen}
          onClose={() => setWizardOpen(false)}
          userId={user.id}
          standard={user.measurement_standard}
        />
      )}
    </Stack>
  );
};
