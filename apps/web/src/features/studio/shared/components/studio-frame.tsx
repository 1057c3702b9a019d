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
import { roleAtLeast, type StaffRole, type StudioMe, studioMessages } from '@studio/shared';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../../../components/ui/full-page-loader';
import { paths } from '../../../../config/paths';
import { ApiError } from '../../../../lib/api-client';
import { consolePaths } from '../../studio-paths';
import { useStudioMe } from '../api/studio';

const HEADER_HEIGHT = 56;

/** The console's sections, each for a role and up (issue 17). */
const SECTIONS: { label: string; to: string; role: Exclude<StaffRole, 'member'>; about: string }[] = [
  {
    label: 'Dashboard',
    to: consolePaths.dashboard,
    role: 'owner',
    about: 'Members, trials, revenue, sales and training, day by day',
  },
  {
    label: 'Workouts',
    to: consolePaths.workouts,
    role: 'coach',
    about: 'On-demand workouts: videos, captions, what members see',
  },
  {
    label: 'Trainers',
    to: consolePaths.trainers,
    role: 'coach',
    about: 'Trainers, their pages and images, in the order members see them',
  },
  {
    label: 'Categories and lists',
    to: consolePaths.lists,
    role: 'coach',
    about: 'Categories and curated lists per store: their items in order',
  },
  {
    label: 'Filters',
    to: consolePaths.filters,
    role: 'coach',
    about: 'Filter groups per store and their options, in order',
  },
  {
    label: 'Daily phrases',
    to: consolePaths.phrases,
    role: 'coach',
    about: "Home's phrase of the day, in order",
  },
  {
    label: 'Live classes',
    to: consolePaths.lives,
    role: 'coach',
    about: 'Schedule, change and cancel classes',
  },
  {
    label: 'Programs',
    to: consolePaths.programs,
    role: 'coach',
    about: 'Build programs from workouts, price them, show or hide them',
  },
  {
    label: 'Recipes',
    to: consolePaths.recipes,
    role: 'coach',
    about: 'Recipes: ingredients, steps, pictures, meal types and diets',
  },
  {
    label: 'Members',
    to: consolePaths.members,
    role: 'owner',
    about: 'Find a member, see their account, help them',
  },
  { label: 'Offers', to: consolePaths.offers, role: 'owner', about: 'Promo codes for premium and programs' },
  { label: 'Staff', to: consolePaths.staff, role: 'owner', about: 'Give coaches and owners their roles' },
  { label: 'Audit log', to: consolePaths.audit, role: 'owner', about: 'What staff changed, and when' },
  {
    label: 'Settings',
    to: consolePaths.settings,
    role: 'owner',
    about: "The studio's language and currency",
  },
];

/** The sections the staff member may open. */
export const sectionsFor = (role: StaffRole) => SECTIONS.filter((section) => roleAtLeast(role, section.role));

const NotStaff = ({ error }: { error: unknown }) => (
  <Center h="70vh" px="md">
    <Stack align="center" gap="sm" maw={420} ta="center">
      <Title order={1} size="h3">
        Studio console
      </Title>
      <Text>{error instanceof ApiError ? error.message : "We couldn't open the console."}</Text>
      <Anchor component={Link} to={paths.home}>
        Back to Studio
      </Anchor>
    </Stack>
  </Center>
);

/** The console's first page: who is signed in, and the sections they may open. */
const Overview = ({ me }: { me: StudioMe }) => {
  const sections = sectionsFor(me.role);
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        Welcome, {me.name}
      </Title>
      <Text>
        You are signed in as {me.email}, {me.role === 'owner' ? 'an owner' : 'a coach'} of this studio.
      </Text>
      {sections.length === 0 ? (
        <Text c="dimmed">There is nothing for a {me.role} to run here yet.</Text>
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
              <Text fw={600}>{section.label}</Text>
              <Text size="sm" c="dimmed">
                {section.about}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
};

const ConsoleShell = ({ me }: { me: StudioMe }) => {
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
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Sections" />
            <Title order={1} size="h4">
              Studio console
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" c="dimmed" visibleFrom="xs" truncate>
              {me.name} · {me.role}
            </Text>
            <Button component={Link} to={paths.home} variant="subtle" size="compact-sm">
              Back to Studio
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Console sections">
        {sections.map((section) => (
          <NavLink
            key={section.to}
            component={Link}
            to={section.to}
            label={section.label}
            active={pathname.startsWith(section.to)}
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
          <Text role="alert">{studioMessages.ownerOnly}</Text>
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
