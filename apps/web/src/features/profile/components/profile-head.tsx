import type { MessageId } from '@lingui/core';
import { ActionIcon, Avatar, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatMonthYear, type User } from '@studio/shared';
import { IconPencil, IconSettings, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDisplay, useT } from '../../../lib/i18n';
import { usePlatform } from '../../../lib/use-platform';

const AVATAR_SIZE = 96;

const LEVEL_LABEL: Record<NonNullable<User['profile']>['level'], MessageId> = {
  beginner: 'profile.head.beginner',
  intermediate: 'profile.head.intermediate',
  advanced: 'profile.head.advanced',
};

type ProfileHeadProps = { user: User };

/** The top of /page/profile: avatar, name, level and member-since (spec M2). */
export const ProfileHead = ({ user }: ProfileHeadProps) => {
  const t = useT();
  const display = useDisplay();
  const phone = usePlatform() !== 'web';
  const fullName = `${user.name} ${user.last_name}`.trim();
  const level = user.profile ? t(LEVEL_LABEL[user.profile.level]) : null;

  return (
    <Group align="center" wrap="nowrap" gap="md" pos="relative">
      <Avatar src={user.avatar} alt={fullName} size={AVATAR_SIZE} radius="50%" color="gray">
        <IconUser size={AVATAR_SIZE / 2} aria-hidden />
      </Avatar>
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap">
          {/* Spec M2: the name shows only once a last name exists; until then a skeleton holds its place. */}
          {user.last_name ? (
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {fullName}
            </Title>
          ) : (
            <>
              {/* The page keeps its one h1 while the name waits. */}
              <VisuallyHidden>
                <Title order={1}>{t('profile.head.title')}</Title>
              </VisuallyHidden>
              <Skeleton height={28} width={180} radius="sm" data-testid="profile-name-skeleton" />
            </>
          )}
          {!phone && (
            <ActionIcon
              component={Link}
              to={paths.profileSetup}
              variant="subtle"
              aria-label={t('profile.head.edit')}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          )}
        </Group>
        {level && <Text c="dimmed">{level}</Text>}
        <Text size="sm" c="dimmed">
          {t('profile.head.since', { date: formatMonthYear(user.created_at, display) })}
        </Text>
      </Stack>
      {phone && (
        <ActionIcon
          component={Link}
          to={paths.profileSetup}
          variant="subtle"
          size="lg"
          aria-label={t('profile.head.settings')}
          style={{ alignSelf: 'flex-start' }}
        >
          <IconSettings size={22} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
};
