import { Group, Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

type ProfileSectionProps = {
  title: string;
  /** A button or link beside the title ("Edit", "See all"). */
  action?: ReactNode;
  children: ReactNode;
};

/** One card of the profile page: a section named by its h2, with an optional action beside it. */
export const ProfileSection = ({ title, action, children }: ProfileSectionProps) => {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" mih={28}>
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
};
