import { Button, Card, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { type HomeCard, SKELETONS } from '@studio/shared';
import {
  IconBarbell,
  type IconBell,
  IconBulb,
  IconCalendarEvent,
  IconCamera,
  IconRuler2,
  IconSalad,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { NewTabHint } from '../../../components/ui/new-tab-hint';
import { skeletonKeys } from '../../../components/ui/skeletons';
import { itemParamValue } from '../../library';

const ICONS: Record<HomeCard['kind'], typeof IconBell> = {
  setup_meals: IconSalad,
  body_update: IconRuler2,
  picture_update: IconCamera,
  program_tips: IconBulb,
  recipe: IconToolsKitchen2,
  pending_workout: IconBarbell,
  reminder: IconCalendarEvent,
};

/** What a card's own link says (program tips open in a new tab and say so). */
const LINK_LABELS: Partial<Record<HomeCard['kind'], string>> = {
  body_update: 'Add measurements',
  picture_update: 'Add a photo',
  setup_meals: 'Plan my meals',
  reminder: 'Choose my days',
};

const CARD_KEYS = skeletonKeys(SKELETONS.cards, 'card');

/** Home's two card skeletons while its cards load (spec M9). */
export const HomeCardsSkeleton = () => (
  <SimpleGrid cols={{ base: 1, sm: 2 }} role="status" aria-label="Loading your cards">
    {CARD_KEYS.map((key) => (
      <Skeleton key={key} height={112} radius="md" data-testid="home-card-skeleton" />
    ))}
  </SimpleGrid>
);

const isExternal = (url: string) => /^https?:\/\//.test(url);

type CardAction = { card: HomeCard; onStartWorkout: () => void };

/** What a card does: open its page (a new tab for program tips), a recipe's details, or the workout. */
const Action = ({ card, onStartWorkout }: CardAction) => {
  if (card.kind === 'pending_workout')
    return (
      <Button variant="light" onClick={onStartWorkout}>
        Start workout
      </Button>
    );
  if (card.kind === 'recipe' && card.item)
    return (
      <Button variant="light" component={Link} to={{ search: `?item=${itemParamValue(card.item)}` }}>
        See {card.item.title}
      </Button>
    );
  if (!card.url) return null;
  if (isExternal(card.url))
    return (
      <Button variant="light" component="a" href={card.url} target="_blank" rel="noopener noreferrer">
        Read the tips
        <NewTabHint />
      </Button>
    );
  return (
    <Button variant="light" component={Link} to={card.url}>
      {LINK_LABELS[card.kind] ?? 'Open'}
    </Button>
  );
};

/** The reminder cards of a member with a program (spec M2, M3 "Card kinds"). */
export const HomeCards = ({ cards, onStartWorkout }: { cards: HomeCard[]; onStartWorkout: () => void }) => {
  if (cards.length === 0) return null;
  return (
    <SimpleGrid component="section" aria-label="Reminders" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {cards.map((card) => {
        const Icon = ICONS[card.kind];
        return (
          <Card key={`${card.kind}-${card.title}`} withBorder padding="md" radius="md" data-kind={card.kind}>
            <ThemeIcon size={36} radius="md" variant="light" mb="xs">
              <Icon size={20} aria-hidden />
            </ThemeIcon>
            <Text fw={700}>{card.title}</Text>
            <Text size="sm" c="dimmed" mb="sm">
              {card.description}
            </Text>
            <div style={{ marginTop: 'auto' }}>
              <Action card={card} onStartWorkout={onStartWorkout} />
            </div>
          </Card>
        );
      })}
    </SimpleGrid>
  );
};
