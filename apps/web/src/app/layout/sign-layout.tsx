import { Anchor, Box, Center, Group, Paper, Text } from '@mantine/core';
import { PRODUCT_NAME, storefrontPaths } from '@studio/shared';
import { Outlet } from 'react-router';
import { useT } from '../../lib/i18n';
import { LanguageSwitch } from './language-switch';

/**
 * The sign pages' frame: the brand over one centred card, full width on a phone; the language and
 * the storefront's classes and prices (issue 38, pages of the server) under it.
 */
export const SignLayout = () => {
  const t = useT();
  return (
    <Center mih="100vh" p={{ base: 'xs', sm: 'md' }} bg="var(--studio-color-muted-surface)">
      <Box w="100%" maw={520} component="main">
        <Text ta="center" fw={800} fz={28} c="var(--mantine-color-anchor)" mb="md">
          {PRODUCT_NAME}
        </Text>
        <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg">
          <Outlet />
        </Paper>
        <Group justify="center" mt="md">
          <LanguageSwitch />
          <Anchor href={storefrontPaths.landing} size="sm">
            {t('sign.storefrontLink')}
          </Anchor>
        </Group>
      </Box>
    </Center>
  );
};
