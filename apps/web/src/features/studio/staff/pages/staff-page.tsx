import { Badge, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type GrantRole, GrantRoleSchema, type MessageId, STAFF_ROLES, type StaffRole } from '@studio/shared';
import { Controller } from 'react-hook-form';
import { LoadError } from '../../../../components/ui/load-error';
import { t as translate, useT } from '../../../../lib/i18n';
import { ConsoleForm } from '../../shared/components/console-form';
import { useConsoleForm } from '../../shared/hooks/use-console-form';
import { roleWord } from '../../shared/roles';
import { useGrantRole, useStaff } from '../api/staff';

const ROLE_LABELS: Record<StaffRole, MessageId> = {
  member: 'studio.staff.roleLabel.member',
  coach: 'studio.staff.roleLabel.coach',
  owner: 'studio.staff.roleLabel.owner',
};
const ROLE_ABOUT: Record<StaffRole, MessageId> = {
  member: 'studio.staff.roleAbout.member',
  coach: 'studio.staff.roleAbout.coach',
  owner: 'studio.staff.roleAbout.owner',
};

const GrantForm = () => {
  const t = useT();
  const { form, formProps } = useConsoleForm({
    schema: GrantRoleSchema,
    defaults: { email: '', role: 'coach' } as GrantRole,
    mutation: useGrantRole(),
    // The role chosen stays for the next person.
    valuesOf: (person) => ({ email: '', role: person.role }),
    doneText: (person) => translate('studio.staff.granted', { email: person.email, role: person.role }),
  });
  return (
    <ConsoleForm
      {...formProps}
      title={t('studio.staff.grantTitle')}
      hint={t('studio.staff.grantHint')}
      submitLabel={t('studio.staff.grantSubmit')}
    >
      <TextInput
        label={t('studio.staff.email')}
        type="email"
        autoComplete="off"
        {...form.register('email')}
        error={form.errors.email?.message}
      />
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => (
          <Select
            label={t('studio.staff.role')}
            data={STAFF_ROLES.map((role) => ({ value: role, label: t(ROLE_LABELS[role]) }))}
            value={field.value}
            onChange={(value) => field.onChange((value ?? 'member') as StaffRole)}
            allowDeselect={false}
            description={t(ROLE_ABOUT[field.value])}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={form.errors.role?.message}
          />
        )}
      />
    </ConsoleForm>
  );
};

/** Owners see the studio's staff and give or take roles (issue 17). */
export const StaffPage = () => {
  const t = useT();
  const staff = useStaff();
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        {t('studio.staff.title')}
      </Title>
      {staff.isError ? (
        <LoadError
          what={t('studio.staff.loadWhat')}
          onRetry={() => staff.refetch()}
          retrying={staff.isFetching}
        />
      ) : (
        <Table striped verticalSpacing="sm" aria-label={t('studio.staff.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('studio.staff.person')}</Table.Th>
              <Table.Th>{t('studio.staff.role')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(staff.data ?? []).map((person) => (
              <Table.Tr key={person.id}>
                <Table.Td>
                  <Text fw={500}>
                    {person.name} {person.last_name}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {person.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={person.role === 'owner' ? 'grape' : 'blue'} variant="light">
                    {t(roleWord(person.role))}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <GrantForm />
    </Stack>
  );
};
