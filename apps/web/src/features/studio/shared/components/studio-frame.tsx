import {
  Anchor,
  AppShell,
  Burger,
  Button,
  Center,
  Group,
  NavLink,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type MessageId, roleAtLeast, type StaffRole, type StudioMe, studioMessages } from '@studio/shared';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../../../components/ui/full-page-loader';
import { paths } from '../../../../config/paths';
import { ApiError } from '../../../../lib/api-client';
import { useT } from '../../../../lib/i18n';
import { consolePaths } from '../../studio-paths';
import { useStudioMe } from '../api/studio';
import { roleWord } from '../roles';

const HEADER_HEIGHT = 56;

/** The console's sections, each for a role and up (issue 17). */
const SECTIONS: { label: MessageId; to: string; role: Exclude<StaffRole, 'member'>; about: MessageId }[] = [
  {
    label: 'studio.nav.dashboard',
    to: consolePaths.dashboard,
    role: 'owner',
    about: 'studio.nav.dashboardAbout',
  },
  {
    label: 'studio.nav.analytics',
    to: consolePaths.analytics,
    role: 'owner',
    about: 'studio.nav.analyticsAbout',
  },
  {
    label: 'studio.nav.workouts',
    to: consolePaths.workouts,
    role: 'coach',
    about: 'studio.nav.workoutsAbout',
  },
  {
    label: 'studio.nav.trainers',
    to: consolePaths.trainers,
    role: 'coach',
    about: 'studio.nav.trainersAbout',
  },
  {
    label: 'studio.nav.lists',
    to: consolePaths.lists,
    role: 'coach',
    about: 'studio.nav.listsAbout',
  },
  {
    label: 'studio.nav.filters',
    to: consolePaths.filters,
    role: 'coach',
    about: 'studio.nav.filtersAbout',
  },
  {
    label: 'studio.nav.phrases',
    to: consolePaths.phrases,
    role: 'coach',
    about: 'studio.nav.phrasesAbout',
  },
  {
    label: 'studio.nav.lives',
    to: consolePaths.lives,
    role: 'coach',
    about: 'studio.nav.livesAbout',
  },
  {
    label: 'studio.nav.programs',
    to: consolePaths.programs,
    role: 'coach',
    about: 'studio.nav.programsAbout',
  },
  {
    label: 'studio.nav.recipes',
    to: consolePaths.recipes,
    role: 'coach',
    about: 'studio.nav.recipesAbout',
  },
  {
    label: 'studio.nav.members',
    to: consolePaths.members,
    role: 'owner',
    about: 'studio.nav.membersAbout',
  },
  { label: 'studio.nav.offers', to: consolePaths.offers, role: 'owner', about: 'studio.nav.offersAbout' },
  { label: 'studio.nav.staff', to: consolePaths.staff, role: 'owner', about: 'studio.nav.staffAbout' },
  { label: 'studio.nav.audit', to: consolePaths.audit, role: 'owner', about: 'studio.nav.auditAbout' },
  {
    label: 'settings.nav.storefront',
    to: consolePaths.storefront,
    role: 'owner',
    about: 'settings.nav.storefrontAbout',
  },
  { label: 'studio.nav.gifts', to: consolePaths.gifts, role: 'owner', about: 'studio.nav.giftsAbout' },
  {
    label: 'studio.nav.challenges',
    to: consolePaths.challenges,
    role: 'coach',
    about: 'studio.nav.challengesAbout',
  },
  { label: 'settings.nav.title', to: consolePaths.settings, role: 'owner', about: 'settings.nav.about' },
];

/** The sections the staff member may open. */
export const sectionsFor = (role: StaffRole) => SECTIONS.filter((section) => roleAtLeast(role, section.role));

const NotStaff = ({ error }: { error: unknown }) => {
  const t = useT();
  return (
    <Center h="70vh" px="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1} size="h3">
          {t('studio.frame.title')}
        </Title>
        <Text>{error instanceof ApiError ? error.message : t('studio.frame.notOpened')}</Text>
        <Anchor component={Link} to={paths.home}>
          {t('studio.frame.back')}
        </Anchor>
      </Stack>
    </Center>
  );
};

/** The console's first page: who is signed in, and the sections they may open. */
const Overview = ({ me }: { me: StudioMe }) => {
  const t = useT();
  const sections = sectionsFor(me.role);
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t('studio.overview.welcome', { name: me.name })}
      </Title>
      <Text>{t('studio.overview.signedIn', { email: me.email, role: me.role })}</Text>
      {sections.length === 0 ? (
        <Text c="dimmed">{t('studio.overview.nothing', { role: me.role })}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {sections.map((section) => (
            <Paper
              key={section.to}
              withBorder
              p="md"
              component={Link}
              to={section.to}
              td="none"
              c="inherit"
              display="block"
            >
              <Text fw={600}>{t(section.label)}</Text>
              <Text size="sm" c="dimmed">
                {t(section.about)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
};

const ConsoleShell = ({ me }: { me: StudioMe }) => {
  const t = useT();
  const [opened, { toggle, close }] = useDisclosure();
  const { pathname } = useLocation();
  const sections = sectionsFor(me.role);
  const atRoot = pathname.replace(/\/$/, '') === consolePaths.root;
  // A section above the staff member's role is refused here, as the server would refuse its calls.
  const refused = SECTIONS.some(
    (section) => pathname.startsWith(section.to) && !roleAtLeast(me.role, section.role),
  );
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('studio.frame.sections')}
            />
            <Title order={1} size="h4">
              {t('studio.frame.title')}
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" c="dimmed" visibleFrom="xs" truncate>
              {me.name} · {t(roleWord(me.role))}
            </Text>
            <Button component={Link} to={paths.home} variant="subtle" size="compact-sm">
              {t('studio.frame.back')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('studio.frame.navLabel')}>
        {sections.map((section) => (
          <NavLink
            key={section.to}
            component={Link}
            to={section.to}
            label={t(section.label)}
            active={pathname.startsWith(section.to)}
            // Filled: the light variant's words, under the pointer, read at 3.9:1 on its hover shade.
            variant="filled"
            onClick={close}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        {atRoot && me.role === 'owner' ? (
          // An owner lands on the dashboard; a coach on the overview of what they may run.
          <Navigate to={consolePaths.dashboard} replace />
        ) : atRoot ? (
          <Overview me={me} />
        ) : refused ? (
          <Text role="alert">{t(studioMessages.ownerOnly)}</Text>
        ) : (
          <Outlet context={me} />
        )}
      </AppShell.Main>
    </AppShell>
  );
};

/**
 * The console's frame (issue 17), loaded only when a /studio page is opened: members never
 * download it. Its own guard: a member (403) sees why, not the console. The router gives it the
 * query cache, as it gives the member pages' frame theirs.
 */
export const StudioFrame = () => {
  const me = useStudioMe();
  if (me.isPending) return <FullPageLoader />;
  if (me.error instanceof ApiError && me.error.code === 'unauthorized') {
    return <Navigate to={paths.sign.login} replace />;
  }
  if (!me.data) return <NotStaff error={me.error} />;
  return <ConsoleShell me={me.data} />;
};
