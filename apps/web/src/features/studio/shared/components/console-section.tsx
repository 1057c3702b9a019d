import { Paper, Stack, type StackProps, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A console page's part: a bordered section named by its heading (the forms' frame is ConsoleForm). */
export const ConsoleSection = ({
  title,
  align,
  children,
}: {
  title: string;
  align?: StackProps['align'];
  children: ReactNode;
}) => (
  <Paper withBorder p="md" component="section" aria-label={title}>
    <Stack gap="sm" align={align}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  </Paper>
);
