import {
  AspectRatio,
  Badge,
  Button,
  Card,
  Image,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { type ContinueWatchingItem, type Item, itemLocked, itemOpens } from '@studio/shared';
import { IconBell, IconBellRinging, IconCircleCheck, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDisplay, useT } from '../../../lib/i18n';
import { useReminders, useToggleReminder } from '../api/reminders';
import { useItemParam } from '../hooks/use-item-param';
import type { SaveSlot } from '../save-slot';
import classes from './item-card.module.css';
import { cardImage, eventDateText, itemMinutes, minutesText, trainerNames, watchedText } from './item-meta';

/** A card of "Continue watching" carries where the member stopped, and shows it as a bar. */
type CardItemProps = { item: Item | ContinueWatchingItem; storeId: string };

/** `save`: the save button shown over the picture (see SaveSlot). */
type ItemCardProps = CardItemProps & { save: SaveSlot };

/** How far the member got (issue 19), a thin bar along the picture's lower edge, named for screen readers. */
const WatchedBar = ({ item }: { item: ContinueWatchingItem }) => {
  const t = useT();
  return (
    <Progress.Root size={4} radius={0} className={classes.watched}>
      {/* Whole percent: Mantine reads the value out as "42%". */}
      <Progress.Section
        value={
          item.duration > 0 ? Math.min(100, Math.round((item.position_seconds / item.duration) * 100)) : 0
        }
        aria-label={watchedText(t, item.position_seconds, item.duration)}
      />
    </Progress.Root>
  );
};

const Media = ({ item, storeId }: CardItemProps) => {
  const t = useT();
  const src = cardImage(item);
  const upcoming = item.status === 'upcoming';
  return (
    <>
      <AspectRatio ratio={16 / 9}>{src ? <Image src={src} alt="" /> : <span />}</AspectRatio>
      <div className={classes.badges}>
        {upcoming ? <Badge color="dark">{t('library.item.upcoming')}</Badge> : null}
        {item.on_air ? <Badge color="red.8">{t('library.item.liveNow')}</Badge> : null}
        {item.is_new ? <Badge>{t('library.item.new')}</Badge> : null}
      </div>
      <div className={classes.status}>
        {item.completed ? (
          <ThemeIcon color="teal.9" radius="xl" title={t('library.item.completed')}>
            <IconCircleCheck size={18} aria-hidden />
            <VisuallyHidden>{t('library.item.completed')}</VisuallyHidden>
          </ThemeIcon>
        ) : null}
        {itemLocked(item, storeId) ? (
          <ThemeIcon color="dark" radius="xl" title={t('library.item.locked')}>
            <IconLock size={16} aria-hidden />
            <VisuallyHidden>{t('library.item.locked')}</VisuallyHidden>
          </ThemeIcon>
        ) : null}
      </div>
      {'position_seconds' in item ? <WatchedBar item={item} /> : null}
    </>
  );
};

/** "Remind me" on a class to come (issue 37): a mail when it goes live. */
const RemindMe = ({ item }: { item: Item }) => {
  const t = useT();
  const reminders = useReminders(true);
  const toggle = useToggleReminder();
  const on = reminders.data?.ids.includes(item.id) ?? false;
  return (
    <Button
      size="compact-sm"
      variant={on ? 'light' : 'default'}
      mt={6}
      w="fit-content"
      leftSection={on ? <IconBellRinging size={16} aria-hidden /> : <IconBell size={16} aria-hidden />}
      aria-pressed={on}
      loading={toggle.isPending}
      disabled={!reminders.isSuccess}
      onClick={() => toggle.mutate({ id: item.id, on: !on })}
    >
      {on ? t('library.item.reminderSet') : t('library.item.remindMe')}
    </Button>
  );
};

const Body = ({ item }: { item: Item }) => {
  const t = useT();
  const display = useDisplay();
  const trainers = trainerNames(item);
  return (
    <Stack gap={2} mt="sm">
      <Text fw={600} lineClamp={2}>
        {item.title}
      </Text>
      {/* An upcoming class can't be opened: its start is on the card in full, not cut in a badge. */}
      {item.status === 'upcoming' && item.event_date ? (
        <Text size="sm" fw={600}>
          {t('library.item.starts', { date: eventDateText(t, display, item.event_date) })}
        </Text>
      ) : null}
      <Text size="sm" c="dimmed">
        {minutesText(t, itemMinutes(item))}
        {trainers ? ` · ${trainers}` : ''}
      </Text>
      {item.status === 'upcoming' ? <RemindMe item={item} /> : null}
    </Stack>
  );
};

/**
 * A video or recipe tile (spec M2): opens item details, except an upcoming live class, which
 * only says when it starts. Its state (new, upcoming, live now, locked, completed) is in its text too.
 * The save button (spec M4) sits over the picture beside the link, not in it: a link may not hold
 * a button, and a tap on the button must not open the details.
 */
export const ItemCard = ({ item, storeId, save: Save }: ItemCardProps) => {
  const t = useT();
  const { linkTo } = useItemParam();
  // An array, not a fragment: Card fits the sections it finds among its direct children to its edges.
  const content: ReactNode[] = [
    <Card.Section key="media" className={classes.media}>
      <Media item={item} storeId={storeId} />
    </Card.Section>,
    <Body key="body" item={item} />,
  ];
  if (!itemOpens(item)) {
    return (
      <Card withBorder padding="sm" className={classes.card}>
        {content}
        <VisuallyHidden>{t('library.item.notOpenYet')}</VisuallyHidden>
      </Card>
    );
  }
  const { to, state } = linkTo(item);
  return (
    <div className={classes.frame}>
      <Card component={Link} to={to} state={state} withBorder padding="sm" className={classes.card}>
        {content}
      </Card>
      <Save item={item} variant="white" className={classes.save} />
    </div>
  );
};
