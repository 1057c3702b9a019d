import { AspectRatio, Avatar, Card, Image, Stack, Text } from '@mantine/core';
import type { ListSummary, Trainer } from '@studio/shared';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import classes from './item-card.module.css';

type ListTileProps = { list: ListSummary; storeId: string; variant: 'category' | 'curated' };

/** A category or curated list: its picture and title, leading to the list's page (spec M2). */
export const ListTile = ({ list, storeId, variant }: ListTileProps) => {
  const src = list.image ?? list.background_light ?? list.background_image;
  return (
    <Card
      component={Link}
      to={paths.listDetails(storeId, list.list_store_id, list.id)}
      withBorder
      padding="sm"
      className={classes.card}
    >
      <Card.Section className={classes.media}>
        <AspectRatio ratio={variant === 'curated' ? 16 / 9 : 4 / 3}>
          {src ? <Image src={src} alt="" /> : <span />}
        </AspectRatio>
      </Card.Section>
      <Text fw={600} mt="sm" lineClamp={2}>
        {list.title}
      </Text>
    </Card>
  );
};

type TrainerTileProps = { trainer: Trainer & { list_id: number } };

/** The trainers section's light thumbnail: avatar and name, leading to the trainer's page. */
export const TrainerTile = ({ trainer }: TrainerTileProps) => (
  <Card component={Link} to={paths.trainer(trainer.list_id)} padding="xs" className={classes.card}>
    <Stack align="center" gap={6}>
      <Avatar src={trainer.avatar} alt="" size={88} radius={88} color="indigo">
        <span aria-hidden>{trainer.name.slice(0, 1)}</span>
      </Avatar>
      <Text fw={600} ta="center" lineClamp={2}>
        {trainer.name}
      </Text>
      {trainer.headline ? (
        <Text size="xs" c="dimmed" ta="center" lineClamp={1}>
          {trainer.headline}
        </Text>
      ) : null}
    </Stack>
  </Card>
);
