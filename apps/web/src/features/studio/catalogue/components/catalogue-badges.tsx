import { Badge, Group } from '@mantine/core';
import type { ContentOrigin } from '@studio/shared';
import { useT } from '../../../../lib/i18n';

/** Whether members see a trainer or list, and who owns it (decision 0025); colours pass AA on white. */
export const CatalogueBadges = ({ hidden, origin }: { hidden: boolean; origin: ContentOrigin }) => {
  const t = useT();
  return (
    <Group gap="xs" wrap="wrap">
      {hidden ? (
        <Badge color="dark.5">{t('catalogue.badge.hidden')}</Badge>
      ) : (
        <Badge color="teal.9">{t('catalogue.badge.shown')}</Badge>
      )}
      <Badge color={origin === 'studio' ? 'grape.9' : 'indigo.8'} variant="outline">
        {origin === 'studio' ? t('catalogue.badge.studio') : t('catalogue.badge.file')}
      </Badge>
    </Group>
  );
};
