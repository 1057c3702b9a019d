import { Badge, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDate } from '@studio/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error';
import { useDisplay, useT } from '../../../../lib/i18n';
import { roleWord } from '../../shared/roles';
import { consolePaths } from '../../studio-paths';
import { useMemberSearch } from '../api/members';

/** Owners find a member by name or e-mail (issue 17). */
export const MembersPage = () => {
  const t = useT();
  const display = useDisplay();
  const [typed, setTyped] = useState('');
  const [query] = useDebouncedValue(typed.trim(), 250);
  const search = useMemberSearch(query);
  const members = search.data?.members ?? [];
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        {t('studio.members.title')}
      </Title>
      <TextInput
        label={t('studio.members.search')}
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        error={search.error && 'body' in search.error ? search.error.message : undefined}
      />
      {search.isError && !search.data ? (
        <LoadError
          what={t('studio.members.loadWhat')}
          onRetry={() => search.refetch()}
          retrying={search.isFetching}
        />
      ) : search.isSuccess && members.length === 0 ? (
        <Text c="dimmed">{t('studio.members.noMatch', { query })}</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('studio.members.list')}
        >
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
                    {member.email} ·{' '}
                    {t('studio.members.joined', { date: formatDate(member.created_at, display) })}
                  </Text>
                </Stack>
                <Group gap="xs">
                  {member.role !== 'member' ? (
                    <Badge variant="light" color="grape">
                      {t(roleWord(member.role))}
                    </Badge>
                  ) : null}
                  {member.premium ? (
                    <Badge variant="light" color="teal">
                      {t('studio.members.premium')}
                    </Badge>
                  ) : null}
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {search.data?.more ? <Text c="dimmed">{t('studio.members.more')}</Text> : null}
    </Stack>
  );
};
