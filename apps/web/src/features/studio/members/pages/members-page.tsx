import { Badge, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error';
import { formatDate } from '../../../../lib/format';
import { consolePaths } from '../../studio-paths';
import { useMemberSearch } from '../api/members';

/** Owners find a member by name or e-mail (issue 17). */
export const MembersPage = () => {
  const [typed, setTyped] = useState('');
  const [query] = useDebouncedValue(typed.trim(), 250);
  const search = useMemberSearch(query);
  const members = search.data?.members ?? [];
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        Members
      </Title>
      <TextInput
        label="Search by name or e-mail"
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        error={search.error && 'body' in search.error ? search.error.message : undefined}
      />
      {search.isError && !search.data ? (
        <LoadError what="The members" onRetry={() => search.refetch()} retrying={search.isFetching} />
      ) : search.isSuccess && members.length === 0 ? (
        <Text c="dimmed">No member matches “{query}”.</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Members">
          {members.map((member) => (
            <Paper
              key={member.id}
              component="li"
              withBorder
              p="sm"
              aria-label={`${member.name} ${member.last_name}`}
            >
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text
                    component={Link}
                    to={consolePaths.member(member.id)}
                    fw={600}
                    c="var(--mantine-color-anchor)"
                  >
                    {member.name} {member.last_name}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {member.email} · joined {formatDate(member.created_at)}
                  </Text>
                </Stack>
                <Group gap="xs">
                  {member.role !== 'member' ? (
                    <Badge variant="light" color="grape">
                      {member.role}
                    </Badge>
                  ) : null}
                  {member.premium ? (
                    <Badge variant="light" color="teal">
                      Premium
                    </Badge>
                  ) : null}
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {search.data?.more ? <Text c="dimmed">More members match: say more in the search.</Text> : null}
    </Stack>
  );
};
