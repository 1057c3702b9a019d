import { Anchor, AspectRatio, Checkbox, Group, Image, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Item } from '@studio/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { Trans } from '../../../lib/trans';
import { cardImage, itemMinutes, minutesText, useItemParam } from '../../library';
import classes from './choice-card.module.css';

/**
 * A title takes two lines whether it wraps or not, so every card of a row has the same parts at
 * the same heights: pictures and checkboxes line up (issue 14).
 */
const TITLE_HEIGHT = 'calc(2em * var(--mantine-line-height-sm))';

type RecipeChoiceProps = { recipe: Item; checked: boolean; onToggle: (id: number) => void };

/**
 * One recipe of the week's choice: a checkbox card named by the recipe's title, with a link
 * beside it (not inside: a control holds no other control) to the recipe's details.
 */
export const RecipeChoice = ({ recipe, checked, onToggle }: RecipeChoiceProps) => {
  const t = useT();
  const { linkTo } = useItemParam();
  const metaId = useId();
  const src = cardImage(recipe);
  const details = linkTo(recipe);
  return (
    <Stack gap={4} h="100%">
      <Checkbox.Card
        checked={checked}
        onChange={() => onToggle(recipe.id)}
        aria-label={recipe.title}
        aria-describedby={metaId}
        radius="md"
        p="xs"
        className={classes.card}
      >
        <div className={classes.media}>
          <AspectRatio ratio={16 / 9}>{src ? <Image src={src} alt="" /> : <span />}</AspectRatio>
        </div>
        <Group gap="xs" mt="xs" wrap="nowrap" align="flex-start">
          <Checkbox.Indicator checked={checked} size="sm" mt={2} />
          <Stack gap={0} miw={0}>
            <Text fw={600} size="sm" lineClamp={2} h={TITLE_HEIGHT}>
              {recipe.title}
            </Text>
            <Text id={metaId} size="xs" c="dimmed">
              {minutesText(t, itemMinutes(recipe))}
            </Text>
          </Stack>
        </Group>
      </Checkbox.Card>
      <Anchor component={Link} to={details.to} state={details.state} size="sm">
        <Trans
          id="nutrition.recipe.see"
          values={{ title: recipe.title }}
          components={{ 0: <VisuallyHidden /> }}
        />
      </Anchor>
    </Stack>
  );
};
