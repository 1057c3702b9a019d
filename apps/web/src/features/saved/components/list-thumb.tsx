import { Image } from '@mantine/core';
import type { SavedListKind } from '@studio/shared';
import { IconBarbell, IconPlus, IconToolsKitchen2 } from '@tabler/icons-react';
import classes from './choice-card.module.css';

const ICONS = { workout: IconBarbell, recipe: IconToolsKitchen2, new: IconPlus } as const;

/** A list's picture (its newest item's card image), or an icon: the list's kind, or "new". */
export const ListThumb = ({
  image,
  kind,
  size,
}: {
  image: string | null;
  kind: SavedListKind | 'new';
  size: number;
}) => {
  if (image)
    return <Image src={image} alt="" w={size} h={size} radius="sm" fit="cover" style={{ flex: 'none' }} />;
  const Icon = ICONS[kind];
  return (
    <span className={classes.icon} style={{ width: size, height: size }} aria-hidden>
      <Icon size={size / 2} />
    </span>
  );
};
