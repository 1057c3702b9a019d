import type { MessageId } from '@lingui/core';
import { Paper, SimpleGrid, Skeleton, Tabs, Text } from '@mantine/core';
import { type Display, SKELETONS, STAT_CARDS, STAT_TABS, type Stats, type UserStats } from '@studio/shared';
import { useId } from 'react';
import { skeletonKeys } from '../../../components/ui/skeletons';
import { useDisplay, useT } from '../../../lib/i18n';
import { ProfileSection } from '../components/profile-section';

type StatTab = (typeof STAT_TABS)[number];

const TAB_LABELS: Record<StatTab, MessageId> = {
  all_progress: 'profile.stats.allTime',
  month_progress: 'profile.stats.month',
  week_progress: 'profile.stats.week',
};

const CARD_LABELS: Record<(typeof STAT_CARDS)[number]['card'], MessageId> = {
  total_days: 'profile.stats.daysActive',
  total_minutes: 'profile.stats.minutes',
  pounds_lost: 'profile.stats.poundsLost',
  total_workouts: 'profile.stats.workouts',
  completed_meals: 'profile.stats.meals',
  inches_gained: 'profile.stats.inchesGained',
};

/** Spec M5, M9: a number with a decimal point shows 2 decimals (in the locale's way); a whole number as it is. */
const formatStat = (value: number, display: Display): string =>
  new Intl.NumberFormat(display.locale, {
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(value);

const COLUMNS = { base: 2, sm: 3 };
const SKELETON_KEYS = skeletonKeys(SKELETONS.statCards, 'stat');

const StatCard = ({ label, value }: { label: string; value: number }) => {
  const labelId = useId();
  const display = useDisplay();
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-labelledby={labelId}>
      <Text fz={28} fw={700} lh={1.2}>
        {formatStat(value, display)}
      </Text>
      <Text id={labelId} size="sm" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
};

const StatCards = ({ stats }: { stats: Stats }) => {
  const t = useT();
  return (
    <SimpleGrid cols={COLUMNS} spacing="sm">
      {STAT_CARDS.map(({ card, stat }) => (
        <StatCard key={card} label={t(CARD_LABELS[card])} value={stats[stat]} />
      ))}
    </SimpleGrid>
  );
};

/**
 * Spec M2 "Profile": the stats of all time, this month and this week, six cards each (numbers with
 * a decimal point show 2 decimals); 3 skeleton cards until the all-time stats exist.
 */
export const ProfileStats = ({ stats }: { stats: UserStats | undefined }) => {
  const t = useT();
  return (
    <ProfileSection title={t('profile.stats.title')}>
      {stats?.all_progress ? (
        <Tabs defaultValue={STAT_TABS[0]} keepMounted={false}>
          <Tabs.List grow mb="sm">
            {STAT_TABS.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {t(TAB_LABELS[tab])}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {STAT_TABS.map((tab) => (
            <Tabs.Panel key={tab} value={tab}>
              <StatCards stats={stats[tab]} />
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        <SimpleGrid cols={COLUMNS} spacing="sm" role="status" aria-label={t('profile.stats.loading')}>
          {SKELETON_KEYS.map((key) => (
            <Skeleton key={key} height={84} radius="md" data-testid="stat-card-skeleton" />
          ))}
        </SimpleGrid>
      )}
    </ProfileSection>
  );
};
