import { Card, Group, Loader, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { type Diet, SKELETONS } from '@studio/shared';
import { IconCircleCheckFilled, IconLeaf, IconMeat, IconSalad } from '@tabler/icons-react';
import { useId } from 'react';
import { skeletonKeys } from '../../../components/ui/skeletons';
import { useT } from '../../../lib/i18n';
import classes from './choice-card.module.css';

/** Spec M3 "Diet options": 1 plant, 2 meat, 3 miscellaneous. */
const DIET_ICONS: Record<number, typeof IconLeaf> = { 1: IconLeaf, 2: IconMeat, 3: IconSalad };

type DietPickerProps = {
  diets: Diet[];
  /** The diet shown as chosen: the one being loaded, else the member's saved one. */
  selectedId: number | null;
  /** The diet whose recipes are loading; the others wait meanwhile. */
  loadingId: number | null;
  onChoose: (dietId: number) => void;
};

/** The diets as large buttons: choosing one loads its recipes (spec M4); the chosen one is pressed. */
export const DietPicker = ({ diets, selectedId, loadingId, onChoose }: DietPickerProps) => {
  const t = useT();
  const idPrefix = useId();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" role="group" aria-label={t('nutrition.diets.label')}>
      {diets.map((diet) => {
        const Icon = DIET_ICONS[diet.id] ?? IconSalad;
        const selected = diet.id === selectedId;
        return (
          <Card
            key={diet.id}
            component="button"
            type="button"
            withBorder
            radius="md"
            padding="lg"
            className={classes.card}
            data-checked={selected || undefined}
            aria-pressed={selected}
            aria-labelledby={`${idPrefix}-${diet.id}-name`}
            aria-describedby={`${idPrefix}-${diet.id}-text`}
            // Not disabled while one loads: the pressed button keeps the focus; the page ignores the click.
            aria-disabled={loadingId !== null && loadingId !== diet.id}
            aria-busy={loadingId === diet.id}
            onClick={() => onChoose(diet.id)}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
                <Icon size={24} />
              </ThemeIcon>
              {loadingId === diet.id ? (
                <Loader size="sm" aria-hidden />
              ) : selected ? (
                <IconCircleCheckFilled size={24} className={classes.check} aria-hidden />
              ) : null}
            </Group>
            <Text fw={700} fz="lg" mt="sm" id={`${idPrefix}-${diet.id}-name`}>
              {diet.name}
            </Text>
            <Text id={`${idPrefix}-${diet.id}-text`} size="sm" c="dimmed" mt={4}>
              {diet.description}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
};

const CARD_KEYS = skeletonKeys(SKELETONS.cards, 'diet');

/** The diets while they load: the cards' count of spec M9. */
export const DietPickerSkeleton = () => {
  const t = useT();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 3 }}
      spacing="md"
      role="status"
      aria-label={t('nutrition.diets.loading')}
    >
      {CARD_KEYS.map((key) => (
        <Stack key={key} gap={8} data-testid="diet-skeleton">
          <Skeleton height={44} circle />
          <Skeleton height={18} width="50%" radius="sm" />
          <Skeleton height={14} radius="sm" />
        </Stack>
      ))}
    </SimpleGrid>
  );
};
