import { Badge, Button, CopyButton, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { formatDate } from '@studio/shared';
import { LoadError } from '../../../components/ui/load-error';
import { useDisplay, useT } from '../../../lib/i18n';
import { useInvites } from '../api/invites';
import { ProfileSection } from './profile-section';

/**
 * Invite a friend (issue 38): the member's link and code to share, and the friends who signed up
 * with it. An invite from the member's own mailbox or browser is shown as not counted.
 */
export const InviteSection = () => {
  const t = useT();
  const display = useDisplay();
  const invites = useInvites();
  const data = invites.data;
  return (
    <ProfileSection title={t('profile.invite.title')}>
      {invites.isError && !data ? (
        <LoadError
          what={t('profile.invite.what')}
          onRetry={() => invites.refetch()}
          retrying={invites.isFetching}
        />
      ) : data ? (
        <Stack gap="sm">
          <Text size="sm">{t('profile.invite.text')}</Text>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label={t('profile.invite.link')}
              value={data.link}
              readOnly
              style={{ flex: 1, minWidth: 0 }}
            />
            <CopyButton value={data.link}>
              {({ copied, copy }) => (
                <Button variant={copied ? 'light' : 'default'} onClick={copy}>
                  {copied ? t('profile.invite.copied') : t('profile.invite.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm">{t('profile.invite.code', { code: data.code })}</Text>
          {data.invites.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('profile.invite.none')}
            </Text>
          ) : (
            <Table aria-label={t('profile.invite.joined')} striped>
              <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
                {t('profile.invite.joinedCount', {
                  count: data.invites.filter((i) => i.status === 'joined').length,
                })}
              </Table.Caption>
              <Table.Tbody>
                {data.invites.map((invite) => (
                  <Table.Tr key={`${invite.name}-${invite.joined_at}`}>
                    <Table.Td>{invite.name}</Table.Td>
                    <Table.Td>{formatDate(invite.joined_at, display)}</Table.Td>
                    <Table.Td>
                      {invite.status === 'joined' ? (
                        <Badge color="teal.9">{t('profile.invite.statusJoined')}</Badge>
                      ) : (
                        <Badge color="dark.5">{t('profile.invite.statusRefused')}</Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      ) : null}
    </ProfileSection>
  );
};
