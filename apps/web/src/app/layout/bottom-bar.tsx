import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconBarbell, IconCalendarWeek, IconPlayerPlay, IconSalad, IconUser } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n';
import classes from './bottom-bar.module.css';
import { bottomBarItems, type NavSection, sectionOf } from './nav-items';

const ICONS: Record<NavSection, typeof IconUser> = {
  home: IconCalendarWeek,
  onDemand: IconPlayerPlay,
  nutrition: IconSalad,
  programs: IconBarbell,
  profile: IconUser,
};

/** The phone layout's bottom bar (spec A2): Today, on demand, nutrition, programs, You. */
export const BottomBar = () => {
  const t = useT();
  const active = sectionOf(useLocation().pathname);
  return (
    <nav aria-label={t('frame.nav.main')} style={{ height: '100%' }}>
      <Group h="100%" gap={0} grow wrap="nowrap">
        {bottomBarItems.map((item) => {
          const Icon = ICONS[item.section];
          const isActive = item.section === active;
          return (
            <UnstyledButton
              key={item.section}
              component={Link}
              to={item.to}
              aria-current={isActive ? 'page' : undefined}
              h="100%"
              // The link and dimmed colours of the scheme: indigo.8 and gray.7 in light, lighter in dark.
              c={isActive ? 'var(--mantine-color-anchor)' : 'var(--mantine-color-dimmed)'}
              style={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              <Icon size={24} stroke={isActive ? 2.25 : 1.75} aria-hidden />
              {/* `data-label`: a hidden bold copy sizes the label, so the active tab's does not reflow. */}
              <Text
                size="xs"
                fw={isActive ? 700 : 500}
                c="inherit"
                className={classes.label}
                data-label={t(item.label)}
              >
                <span>{t(item.label)}</span>
              </Text>
            </UnstyledButton>
          );
        })}
      </Group>
    </nav>
  );
};
