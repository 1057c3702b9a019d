import { Badge, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { formatDate, type InviteStatus, type MessageId } from '@studio/shared';
import { type FormEvent, useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { apiErrorText } from '../../../lib/error-handler';
import { useDisplay, useT } from '../../../lib/i18n';
import { useInvites, useMailInvite } from '../api/invites';
import { ProfileSection } from './profile-section';

const BADGE_COLOURS: Record<InviteStatus, string> = {
  joined: 'teal.9',
  rewarded: 'indigo.9',
  revoked: 'dark.5',
  refused: 'dark.5',
};
const STATUS_WORDS: Record<Exclude<InviteStatus, 'rewarded'>, MessageId> = {
  joined: 'profile.invite.statusJoined',
  revoked: 'profile.invite.statusRevoked',
  refused: 'profile.invite.statusRefused',
};

/** A friend's address: the member's link goes to it by mail, from the member's name. */
const MailInvite = () => {
  const t = useT();
  const send = useMailInvite();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const to = email.trim();
    if (!to) return;
    send.mutate(to, {
      onSuccess: () => {
        setSentTo(to);
        setEmail('');
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={t('profile.invite.mailLabel')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setSentTo(null);
            send.reset();
          }}
          error={send.error ? apiErrorText(send.error) : undefined}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" variant="default" mt={25} loading={send.isPending} disabled={!email.trim()}>
          {t('profile.invite.mailSend')}
        </Button>
      </Group>
      {sentTo ? (
        <Text size="sm" role="status" mt={4}>
          {t('profile.invite.mailSent', { email: sentTo })}
        </Text>
      ) : null}
    </form>
  );
};

/**
 * Invite a friend (issue 38, decision 0047): the member's link and code to share, what an invite
 * gives, and the friends who signed up with it: joined, rewarded (the months it gave), reward
 * taken back (their first payment was refunded), or not counted (the member's own e-mail, browser
 * or card, or past the month's limit).
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
          <Text size="sm">
            {t('profile.invite.reward', {
              months: data.reward.months,
              percent: data.reward.discount_percent,
            })}
          </Text>
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
          <MailInvite />
          {data.sent.length > 0 ? (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('profile.invite.sentList')}
              </Text>
              <Stack
                component="ul"
                gap={2}
                p={0}
                m={0}
                aria-label={t('profile.invite.sentList')}
                style={{ listStyle: 'none' }}
              >
                {data.sent.map((sent) => (
                  <Group component="li" key={sent.email} justify="space-between" wrap="nowrap" gap="sm">
                    <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                      {sent.email}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {t('profile.invite.sentOn', { date: formatDate(sent.sent_at, display) })}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Stack>
          ) : null}
          {data.invites.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('profile.invite.none')}
            </Text>
          ) : (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('profile.invite.joinedCount', {
                  count: data.invites.filter((i) => i.status !== 'refused').length,
                })}
              </Text>
              <Stack
                component="ul"
                gap="xs"
                p={0}
                m={0}
                aria-label={t('profile.invite.joined')}
                style={{ listStyle: 'none' }}
              >
                {data.invites.map((invite) => (
                  <Group
                    component="li"
                    key={`${invite.name}-${invite.joined_at}`}
                    justify="space-between"
                    wrap="nowrap"
                    gap="sm"
                  >
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={500}>
                        {invite.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDate(invite.joined_at, display)}
                      </Text>
                    </Stack>
                    <Badge color={BADGE_COLOURS[invite.status]} style={{ flexShrink: 0 }}>
                      {invite.status === 'rewarded'
                        ? t('profile.invite.statusRewarded', { months: invite.reward_months ?? 0 })
                        : t(STATUS_WORDS[invite.status])}
                    </Badge>
                  </Group>
                ))}
              </Stack>
            </Stack>
          )}
        </Stack>
      ) : null}
    </ProfileSection>
  );
};
