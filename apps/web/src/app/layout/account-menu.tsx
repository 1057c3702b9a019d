import { ActionIcon, Avatar, Menu } from '@mantine/core';
import {
  IconBuildingStore,
  IconCreditCard,
  IconDownload,
  IconHelp,
  IconLogout,
  IconSettings,
  IconUser,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { NewTabHint } from '../../components/ui/new-tab-hint';
import { externalLinks, paths } from '../../config/paths';
import { useLogout, useMe } from '../../features/accounts';
import { useT } from '../../lib/i18n';

const ICON = { size: 18, stroke: 1.75, 'aria-hidden': true } as const;

/** The header's account menu (spec A2): profile, settings, help, manage subscription, logout. */
export const AccountMenu = () => {
  const t = useT();
  const { data: user } = useMe();
  const { logout, isPending } = useLogout();
  const fullName = user ? `${user.name} ${user.last_name}`.trim() : '';
  return (
    // In place (not portalled) so the open menu stays inside the header landmark; no focus
    // placeholder, whose role="presentation" is not an allowed child of role="menu".
    <Menu
      position="bottom-end"
      width={220}
      shadow="md"
      withinPortal={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size={44} radius="xl" aria-label={t('frame.menu.label')}>
          <Avatar src={user?.avatar ?? null} alt="" size={34} radius="xl" color="indigo">
            {user?.name.charAt(0).toUpperCase()}
          </Avatar>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {fullName ? <Menu.Label>{fullName}</Menu.Label> : null}
        <Menu.Item component={Link} to={paths.profile} leftSection={<IconUser {...ICON} />}>
          {t('frame.menu.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.profileSetup} leftSection={<IconSettings {...ICON} />}>
          {t('frame.menu.settings')}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={externalLinks.help}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconHelp {...ICON} />}
        >
          {t('frame.menu.help')}
          <NewTabHint />
        </Menu.Item>
        <Menu.Item component={Link} to={paths.subscription} leftSection={<IconCreditCard {...ICON} />}>
          {t('frame.menu.subscription')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.downloads} leftSection={<IconDownload {...ICON} />}>
          {t('frame.menu.downloads')}
        </Menu.Item>
        {user?.studio_role ? (
          <Menu.Item component={Link} to={paths.studio} leftSection={<IconBuildingStore {...ICON} />}>
            {t('frame.menu.studio')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item color="red.9" onClick={logout} disabled={isPending} leftSection={<IconLogout {...ICON} />}>
          {t('frame.menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
