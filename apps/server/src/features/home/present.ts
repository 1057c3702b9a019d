import {
  type CarouselEntry,
  coversEveryMealType,
  type Home,
  type HomeCard,
  homeCardLinks,
  type Item,
  type Locale,
  type MessageId,
  streakOn,
} from '@studio/shared';
import { translator } from '../../lib/i18n';
import type { Member } from '../accounts';
import { type Presenter, presentContinueWatching, presentItem } from '../library';
import { presentMeal } from '../nutrition';
import { presentProgram } from '../programs';
import type { HomeRows } from './load-home';

/** The words of home's dynamic cards (spec M3 "Card kinds"), worded in the member's language. */
const homeCardWords: Record<HomeCard['kind'], { title: MessageId; description: MessageId }> = {
  setup_meals: {
    title: 'shared.homeCard.setupMealsTitle',
    description: 'shared.homeCard.setupMealsDescription',
  },
  body_update: {
    title: 'shared.homeCard.bodyUpdateTitle',
    description: 'shared.homeCard.bodyUpdateDescription',
  },
  picture_update: {
    title: 'shared.homeCard.pictureUpdateTitle',
    description: 'shared.homeCard.pictureUpdateDescription',
  },
  program_tips: {
    title: 'shared.homeCard.programTipsTitle',
    description: 'shared.homeCard.programTipsDescription',
  },
  recipe: { title: 'shared.homeCard.recipeTitle', description: 'shared.homeCard.recipeDescription' },
  pending_workout: {
    title: 'shared.homeCard.pendingWorkoutTitle',
    description: 'shared.homeCard.pendingWorkoutDescription',
  },
  reminder: { title: 'shared.homeCard.reminderTitle', description: 'shared.homeCard.reminderDescription' },
};

/**
 * Home data from the rows (spec M3): the banner's state (rest day, trained today, completed), the
 * carousel, and the cards a member with a running program sees.
 */
export const presentHome = (rows: HomeRows, member: Member, p: Presenter, locale: Locale): Home => {
  const say = translator(locale);
  const card = (kind: HomeCard['kind'], url: string | null = null, item: Item | null = null): HomeCard => ({
    kind,
    title: say(homeCardWords[kind].title),
    description: say(homeCardWords[kind].description),
    url,
    item,
  });
  const { program, running, next, plan } = rows;
  const completed = program?.purchase.status === 'completed';
  const needDays = running && member.user.need_to_configure_days;
  const restDay = running && !needDays && member.profile?.workout_days[rows.day.day] !== true;
  const nextItem = next ? presentItem(next.row, p) : null;
  const meals = rows.meals.map((meal) => presentMeal(meal, p));
  // A plan whose recipes left the catalogue may miss a meal type: it asks to be set up again.
  const planComplete = plan !== null && coversEveryMealType(plan.recipes);

  const carousel: CarouselEntry[] = [];
  if (nextItem) carousel.push({ kind: 'pending_workout', item: nextItem });
  if (rows.lastLibrary)
    carousel.push({ kind: 'last_library_workout', item: presentItem(rows.lastLibrary, p) });

  const cards: HomeCard[] = [];
  if (running && program) {
    // A rest day is said once, by the banner (issue 14: it was said again by a reminder card).
    if (needDays) cards.push(card('reminder', homeCardLinks.workout_days));
    if (nextItem && !restDay && !needDays && !rows.trainedToday)
      cards.push(card('pending_workout', null, nextItem));
    if (!planComplete) cards.push(card('setup_meals', homeCardLinks.setup_meals));
    const nextMeal = meals.find((meal) => !meal.completed);
    if (nextMeal) cards.push(card('recipe', null, nextMeal.item));
    if (program.program.display_prompt) {
      cards.push(card('body_update', homeCardLinks.body_update));
      cards.push(card('picture_update', homeCardLinks.picture_update));
    }
    if (program.program.tips_url) cards.push(card('program_tips', program.program.tips_url));
  }

  return {
    program: program ? presentProgram(program, p, p.now) : null,
    workout:
      next && nextItem
        ? {
            name: nextItem.title,
            kind: nextItem.kind,
            week: next.week,
            day: next.day,
            exercises: [nextItem],
            carrossel_highlight_url: nextItem.carrossel_highlight.url,
            banner_image: nextItem.banner_image.url,
          }
        : null,
    carousel,
    continue_watching: presentContinueWatching(rows.continueWatching, p),
    live_now: rows.liveNow.map((row) => presentItem(row, p)),
    rest_day: restDay,
    completed,
    trained_today: rows.trainedToday,
    done_today:
      running && rows.doneToday
        ? { week: rows.doneToday.week, day: rows.doneToday.day, name: rows.doneToday.title }
        : null,
    // Today's phrase in the reader's language where the studio gave it one (issue 35).
    daily_phrase: rows.phrase && {
      id: rows.phrase.id,
      text: rows.phrase.translations[locale] ?? rows.phrase.text,
    },
    dynamic_cards: cards,
    meals,
    need_to_configure_days: member.user.need_to_configure_days,
    need_to_configure_nutrition_type: running && !planComplete,
    completion_prompt_url: completed ? (program?.program.completion_prompt_url ?? null) : null,
    streak: member.profile ? streakOn(rows.streak, rows.day, member.profile.weekly_goal) : null,
  };
};
