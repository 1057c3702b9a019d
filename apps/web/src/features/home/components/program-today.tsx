import { Badge, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { Home, Item } from '@studio/shared';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';
import { Trans } from '../../../lib/trans';
import restDay from '../assets/rest-day.svg';
import workoutComplete from '../assets/workout-complete.svg';
import classes from './program-today.module.css';

type DayState = { image: string; title: string; message: string } | null;
type Translate = ReturnType<typeof useT>;

/** What today is for the program (spec M2): completed, trained already, rest, or a workout to start. */
export const dayState = (home: Home, t: Translate): DayState => {
  const program = home.program?.title ?? '';
  if (home.completed)
    return {
      image: workoutComplete,
      title: t('home.today.completeTitle'),
      message: t('home.today.completeText', { program }),
    };
  if (home.trained_today)
    return {
      image: workoutComplete,
      title: t('home.today.trainedTitle'),
      message: t('home.today.trainedText'),
    };
  if (home.rest_day)
    return {
      image: restDay,
      title: t('home.today.restTitle'),
      message: t('home.today.restText'),
    };
  return null;
};

const StateBlock = ({ state }: { state: NonNullable<DayState> }) => (
  <Group gap="md" wrap="nowrap" className={classes.state} data-testid="day-state">
    <Image src={state.image} alt="" w={96} h={64} className={classes.animated} />
    <div>
      <Text fw={700} fz="lg" c="white">
        {state.title}
      </Text>
      <Text size="sm" c="gray.2">
        {state.message}
      </Text>
    </div>
  </Group>
);

type Slide = {
  key: string;
  label: string;
  /** What the slide's button plays; none when today's state shows instead. */
  item: Item | null;
  banner: string | null;
  heading: string;
  subtitle: string | null;
  state: DayState;
  /** The program workout due next, named as next (not as today's) when today's state shows. */
  next: { week: number; day: number; name: string } | null;
};

/**
 * One banner: the artwork above, and what it is in a panel of its own below it, so that no text
 * is drawn over artwork that has its own title (issue 14); then today's state or the button.
 */
const Banner = ({ slide, onStart }: { slide: Slide; onStart: (item: Item) => void }) => {
  const t = useT();
  return (
    <Paper radius="lg" className={classes.banner}>
      <div
        className={classes.art}
        style={{ backgroundImage: slide.banner ? `url("${slide.banner}")` : undefined }}
        aria-hidden
      />
      <Stack gap="xs" className={classes.content}>
        <Badge variant="white" color="dark" w="fit-content">
          {slide.label}
        </Badge>
        <Title order={2} size="h3" c="white">
          {slide.heading}
        </Title>
        {slide.subtitle ? (
          <Text c="gray.1" size="sm">
            {slide.subtitle}
          </Text>
        ) : null}
        {slide.state ? <StateBlock state={slide.state} /> : null}
        {slide.next ? (
          <Text c="gray.2" size="sm">
            <Trans
              id="home.today.next"
              values={slide.next}
              components={{ 0: <Text span fw={700} c="white" inherit /> }}
            />
          </Text>
        ) : null}
        {slide.item ? (
          <Button
            size="md"
            w="fit-content"
            leftSection={<IconPlayerPlay size={18} aria-hidden />}
            onClick={() => slide.item && onStart(slide.item)}
          >
            {slide.key === 'program' ? t('home.today.start') : t('home.today.playAgain')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
};

/**
 * The program-in-progress banner, or the carousel when there is also a library workout to go back
 * to (spec M2, M3 "Carousel entry"): the program's slide shows the rest-day or workout-complete
 * image and words, otherwise the start-workout button that opens the player.
 */
export const ProgramToday = ({ home, onStart }: { home: Home; onStart: (item: Item) => void }) => {
  const t = useT();
  const program = home.program;
  if (!program) return null;
  const state = dayState(home, t);
  const slides: Slide[] = [];
  const workout = home.workout;
  const pending = workout?.exercises[0];
  const session = (week: number, day: number) =>
    t('home.today.session', { program: program.title, week, day });
  const done = home.done_today;
  if (state) {
    // Today's state: what was done today (or the rest day), and the workout due next as next.
    slides.push({
      key: 'program',
      label: t('home.today.label'),
      item: null,
      banner: program.banner_url,
      heading: done && home.trained_today ? session(done.week, done.day) : program.title,
      subtitle: done && home.trained_today ? done.name : null,
      state,
      next: workout && !home.completed ? { week: workout.week, day: workout.day, name: workout.name } : null,
    });
  } else if (pending && workout) {
    slides.push({
      key: 'program',
      label: t('home.today.label'),
      item: pending,
      banner: workout.banner_image ?? program.banner_url,
      heading: session(workout.week, workout.day),
      subtitle: pending.title,
      state: null,
      next: null,
    });
  }
  const last = home.carousel.find((entry) => entry.kind === 'last_library_workout');
  if (last)
    slides.push({
      key: 'last',
      label: t('home.today.lastPlayed'),
      item: last.item,
      banner: last.item.banner_image.url,
      heading: t('home.today.backToLast'),
      subtitle: last.item.title,
      state: null,
      next: null,
    });
  if (slides.length === 0) return null;
  if (slides.length === 1) {
    const [only] = slides as [Slide];
    return (
      <section aria-label={t('home.today.section')}>
        <Banner slide={only} onStart={onStart} />
      </section>
    );
  }
  return (
    <section aria-label={t('home.today.section')}>
      <ul className={classes.carousel} aria-label={t('home.today.carousel')}>
        {slides.map((slide) => (
          <li key={slide.key} className={classes.slide}>
            <Banner slide={slide} onStart={onStart} />
          </li>
        ))}
      </ul>
    </section>
  );
};
