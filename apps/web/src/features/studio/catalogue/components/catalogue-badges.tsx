import { Badge, Group } from '@mantine/core';
import type { ContentOrigin } from '@studio/shared';

/** Whether members see a trainer or list, and who owns it (decision 0025); colours pass AA on white. */
export const CatalogueBadges = ({ hidden, origin }: { hidden: boolean; origin: ContentOrigin }) => (
  <Group gap="xs" wrap="wrap">
    {hidden ? <Badge color="dark.5">Hidden</Badge> : <Badge color="teal.9">Shown to members</Badge>}
    <Badge color={origin === 'studio' ? 'grape.9' : 'indigo.8'} variant="outline">
      {origin === 'studio' ? 'Made in the console' : 'Catalogue file'}
    </Badge>
  </Group>
);
