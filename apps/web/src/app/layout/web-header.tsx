import { Anchor, Button, Group } from '@mantine/core';
import { PRODUCT_NAME } from '@studio/shared';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n';
import { AccountMenu } from './account-menu';
import { sectionOf, webTabs } from './nav-items';

/** The header: the brand, the web tabs (not on the phone layout, which has the bottom bar) and the menu. */
export const WebHeader = ({ withTabs }: { withTabs: boolean }) => {
  const t = useT();
  const active = sectionOf(useLocation().pathname);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="xl" wrap="nowrap">
        <Anchor component={Link} to={paths.home} fw={800} fz="xl" underline="never">
          {PRODUCT_NAME}
        </Anchor>
        {withTabs ? (
          <nav aria-label={t('frame.nav.main')}>
            <Group gap={4} wrap="nowrap">
              {webTabs.map((tab) => {
                const isActive = tab.section === active;
                return (
                  <Button
                    key={tab.section}
                    component={Link}
                    to={tab.to}
                    variant={isActive ? 'light' : 'subtle'}
                    color={isActive ? undefined : 'dark'}
                    aria-current={isActive ? 'page' : undefined}
                  >
                    {t(tab.label)}
                  </Button>
                );
              })}
            </Group>
          </nav>
        ) : null}
      </Group>
      <AccountMenu />
    </Group>
  );
};
