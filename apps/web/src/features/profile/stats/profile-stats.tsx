import { Paper, SimpleGrid, Skeleton, Tabs, Text } from '@mantine/core';
import { formatStat, SKELETONS, STAT_CARDS, STAT_TABS, type Stats, type UserStats } from '@studio/shared';
import { useId } from 'react';
import { skeletonKeys } from '../../../components/ui/skeletons';
import { ProfileSection } from '../components/profile-section';

type StatTab = (typeof STAT_TABS)[number];

const TAB_LABELS: Record<StatTab, string> = {
  all_progress: 'All time',
  month_progress: 'This month',
  week_progress: 'This week',
};

const COLUMNS = { base: 2, sm: 3 };
const SKELETON_KEYS = skeletonKeys(SKELETONS.statCards, 'stat');

const StatCard = ({ label, value }: { label: string; value: number }) => {
  const labelId = useId();
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-labelledby={labelId}>
      <Text fz={28} fw={700} lh={1.2}>
        {formatStat(value)}
      </Text>
      <Text id={labelId} size="sm" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
};

const StatCards = ({ stats }: { stats: Stats }) => (
  <SimpleGrid cols={COLUMNS} spacing="sm">
    {STAT_CARDS.map(({ card, stat, label }) => (
      <StatCard key={card} label={label} value={stats[stat]} />
    ))}
  </SimpleGrid>
);

/**
 * Spec M2 "Profile": the stats of all time, this month and this week, six cards each (numbers with
 * a decimal point show 2 decimals); 3 skeleton cards until the all-time stats exist.
 */
export const ProfileStats = ({ stats }: { stats: UserStats | undefined }) => (
  <ProfileSection title="Stats">
    {stats?.all_progress ? (
      <Tabs defaultValue={STAT_TABS[0]} keepMounted={false}>
        <Tabs.List grow mb="sm">
          {STAT_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {TAB_LABELS[tab]}
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
      <SimpleGrid cols={COLUMNS} spacing="sm" role="status" aria-label="Loading your stats">
        {SKELETON_KEYS.map((key) => (
          <Skeleton key={key} height={84} radius="md" data-testid="stat-card-skeleton" />
        ))}
      </SimpleGrid>
    )}
  </ProfileSection>
);
