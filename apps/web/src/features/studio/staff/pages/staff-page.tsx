import { Badge, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type GrantRole, GrantRoleSchema, STAFF_ROLES, type StaffRole } from '@studio/shared';
import { Controller } from 'react-hook-form';
import { LoadError } from '../../../../components/ui/load-error';
import { ConsoleForm } from '../../shared/components/console-form';
import { useConsoleForm } from '../../shared/hooks/use-console-form';
import { useGrantRole, useStaff } from '../api/staff';

const ROLE_LABELS: Record<StaffRole, string> = { member: 'Member', coach: 'Coach', owner: 'Owner' };
const ROLE_ABOUT: Record<StaffRole, string> = {
  member: 'No console: takes a role away.',
  coach: 'Runs the catalogue, the schedule, recipes and programs.',
  owner: "All of a coach's work, with offers, members, payments and staff.",
};

const GrantForm = () => {
  const { form, formProps } = useConsoleForm({
    schema: GrantRoleSchema,
    defaults: { email: '', role: 'coach' } as GrantRole,
    mutation: useGrantRole(),
    // The role chosen stays for the next person.
    valuesOf: (person) => ({ email: '', role: person.role }),
    doneText: (person) => `${person.email} is now ${person.role}.`,
  });
  return (
    <ConsoleForm
      {...formProps}
      title="Give a role"
      hint="The person signs up as a member first."
      submitLabel="Save role"
    >
      <TextInput
        label="E-mail"
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
            label="Role"
            data={STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
            value={field.value}
            onChange={(value) => field.onChange((value ?? 'member') as StaffRole)}
            allowDeselect={false}
            description={ROLE_ABOUT[field.value]}
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
  const staff = useStaff();
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        Staff
      </Title>
      {staff.isError ? (
        <LoadError what="The staff" onRetry={() => staff.refetch()} retrying={staff.isFetching} />
      ) : (
        <Table striped verticalSpacing="sm" aria-label="Staff">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Person</Table.Th>
              <Table.Th w={100}>Role</Table.Th>
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
                    {person.role}
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
