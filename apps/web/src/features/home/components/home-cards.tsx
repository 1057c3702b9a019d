import { Button, Card, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { type HomeCard, type MessageId, SKELETONS } from '@studio/shared';
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
import { useT } from '../../../lib/i18n';
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
const LINK_LABELS: Partial<Record<HomeCard['kind'], MessageId>> = {
  body_update: 'home.cards.addMeasurements',
  picture_update: 'home.cards.addPhoto',
  setup_meals: 'home.cards.planMeals',
  reminder: 'home.cards.chooseDays',
};

const CARD_KEYS = skeletonKeys(SKELETONS.cards, 'card');

/** Home's two card skeletons while its cards load (spec M9). */
export const HomeCardsSkeleton = () => {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} role="status" aria-label={t('home.cards.loading')}>
      {CARD_KEYS.map((key) => (
        <Skeleton key={key} height={112} radius="md" data-testid="home-card-skeleton" />
      ))}
    </SimpleGrid>
  );
};

const isExternal = (url: string) => /^https?:\/\//.test(url);

type CardAction = { card: HomeCard; onStartWorkout: () => void };

/** What a card does: open its page (a new tab for program tips), a recipe's details, or the workout. */
const Action = ({ card, onStartWorkout }: CardAction) => {
  const t = useT();
  if (card.kind === 'pending_workout')
    return (
      <Button variant="light" onClick={onStartWorkout}>
        {t('home.cards.startWorkout')}
      </Button>
    );
  if (card.kind === 'recipe' && card.item)
    return (
      <Button variant="light" component={Link} to={{ search: `?item=${itemParamValue(card.item)}` }}>
        {t('home.cards.seeRecipe', { title: card.item.title })}
      </Button>
    );
  if (!card.url) return null;
  if (isExternal(card.url))
    return (
      <Button variant="light" component="a" href={card.url} target="_blank" rel="noopener noreferrer">
        {t('home.cards.readTips')}
        <NewTabHint />
      </Button>
    );
  return (
    <Button variant="light" component={Link} to={card.url}>
      {t(LINK_LABELS[card.kind] ?? 'home.cards.open')}
    </Button>
  );
};

/** The reminder cards of a member with a program (spec M2, M3 "Card kinds"). */
export const HomeCards = ({ cards, onStartWorkout }: { cards: HomeCard[]; onStartWorkout: () => void }) => {
  const t = useT();
  if (cards.length === 0) return null;
  return (
    <SimpleGrid
      component="section"
      aria-label={t('home.cards.label')}
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
    >
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
