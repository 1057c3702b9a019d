import { AspectRatio, Card, Center, Image, Stack, Text } from '@mantine/core';
import type { SavedListSummary } from '@studio/shared';
import { IconBarbell, IconToolsKitchen2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { itemCountText, LIST_KIND_LABELS } from '../saved-kinds';
import classes from './choice-card.module.css';

/** One saved list on the saved page: picture, name and count, opening the list. */
export const SavedListCard = ({ list }: { list: SavedListSummary }) => {
  const t = useT();
  const Icon = list.kind === 'recipe' ? IconToolsKitchen2 : IconBarbell;
  return (
    <Card component={Link} to={paths.saved(list.id)} withBorder padding="sm" className={classes.choice}>
      <Card.Section>
        <AspectRatio ratio={16 / 9} bg="var(--studio-color-empty-art)">
          {list.image ? (
            <Image src={list.image} alt="" />
          ) : (
            <Center c="dimmed">
              <Icon size={40} aria-hidden />
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={2} mt="sm">
        <Text fw={600} lineClamp={2}>
          {list.name}
        </Text>
        <Text size="sm" c="dimmed">
          {t('saved.detail.meta', {
            items: itemCountText(t, list.items.length),
            kind: t(LIST_KIND_LABELS[list.kind]),
          })}
        </Text>
      </Stack>
    </Card>
  );
};
