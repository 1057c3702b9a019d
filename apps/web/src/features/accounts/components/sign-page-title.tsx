import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n';

type SignPageTitleProps = { title: string; children?: ReactNode };

/** The heading of a sign page, also used as the browser tab's title. */
export const SignPageTitle = ({ title, children }: SignPageTitleProps) => {
  const t = useT();
  useDocumentTitle(t('common.pageTitle', { page: title }));
  return (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {children ? <Text c="dimmed">{children}</Text> : null}
    </Stack>
  );
};
