import { Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import type { MessageId } from '@studio/shared';
import { IconBarbell, IconPlayerPlay, IconSalad, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { NewTabHint } from '../../../components/ui/new-tab-hint';
import { externalLinks, paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';

type Tile = { title: MessageId; text: MessageId; Icon: typeof IconUsers } & (
  | { to: string }
  | { href: string }
);

const TILES: readonly Tile[] = [
  { title: 'home.tiles.onDemand', text: 'home.tiles.onDemandText', Icon: IconPlayerPlay, to: paths.onDemand },
  { title: 'home.tiles.programs', text: 'home.tiles.programsText', Icon: IconBarbell, to: paths.programs },
  { title: 'home.tiles.nutrition', text: 'home.tiles.nutritionText', Icon: IconSalad, to: paths.nutrition },
  {
    title: 'home.tiles.community',
    text: 'home.tiles.communityText',
    Icon: IconUsers,
    href: externalLinks.community,
  },
];

const TileBody = ({ title, text, Icon, external }: Tile & { external: boolean }) => {
  const t = useT();
  return (
    <>
      <ThemeIcon size={44} radius="md" variant="light" mb="sm">
        <Icon size={24} aria-hidden />
      </ThemeIcon>
      <Text fw={700} fz="lg">
        {t(title)}
        {external ? <NewTabHint /> : null}
      </Text>
      <Text size="sm" c="dimmed">
        {t(text)}
      </Text>
    </>
  );
};

/** Home's card menu of four tiles (spec M2); the community tile opens the external group in a new tab. */
export const HomeTiles = () => {
  const t = useT();
  return (
    <SimpleGrid
      component="section"
      aria-label={t('home.tiles.label')}
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
};
