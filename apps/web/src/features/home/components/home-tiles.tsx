import { Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconBarbell, IconPlayerPlay, IconSalad, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { NewTabHint } from '../../../components/ui/new-tab-hint';
import { externalLinks, paths } from '../../../config/paths';

type Tile = { title: string; text: string; Icon: typeof IconUsers } & ({ to: string } | { href: string });

const TILES: readonly Tile[] = [
  { title: 'On demand', text: 'Workout videos for any day.', Icon: IconPlayerPlay, to: paths.onDemand },
  { title: 'Programs', text: 'Multi-week plans on your days.', Icon: IconBarbell, to: paths.programs },
  { title: 'Nutrition', text: 'Recipes and meal plans.', Icon: IconSalad, to: paths.nutrition },
  {
    title: 'Community',
    text: 'Train together with other members.',
    Icon: IconUsers,
    href: externalLinks.community,
  },
];

const TileBody = ({ title, text, Icon, external }: Tile & { external: boolean }) => (
  <>
    <ThemeIcon size={44} radius="md" variant="light" mb="sm">
      <Icon size={24} aria-hidden />
    </ThemeIcon>
    <Text fw={700} fz="lg">
      {title}
      {external ? <NewTabHint /> : null}
    </Text>
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  </>
);

/** Home's card menu of four tiles (spec M2); the community tile opens the external group in a new tab. */
export const HomeTiles = () => (
  <SimpleGrid
    component="section"
    aria-label="Explore the studio"
    cols={{ base: 1, xs: 2, md: 4 }}
    spacing="md"
  >
    {TILES.map((tile) =>
      'href' in tile ? (
        <Card
          key={tile.title}
          component="a"
          href={tile.href}
          target="_blank"
          rel="noopener noreferrer"
          withBorder
          padding="lg"
        >
          <TileBody {...tile} external />
        </Card>
      ) : (
        <Card key={tile.title} component={Link} to={tile.to} withBorder padding="lg">
          <TileBody {...tile} external={false} />
        </Card>
      ),
    )}
  </SimpleGrid>
);
