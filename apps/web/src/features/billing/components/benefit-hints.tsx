import { List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

const BENEFITS = [
  'Every on-demand workout and live class, with new ones each week',
  'Multi-week programs when you are ready for one',
  'Recipes and weekly meal plans for your diet',
  'Your stats, measurements and progress photos over time',
  'Cancel any time from your account menu',
] as const;

/** The buy page's benefit hints (spec A2). */
export const BenefitHints = ({ trialDays }: { trialDays: number }) => (
  <Paper withBorder radius="md" p="lg">
    <Title order={2} size="h4" mb="xs">
      What premium gives you
    </Title>
    {trialDays > 0 ? (
      <Text size="sm" mb="md">
        Try everything free for {trialDays} days. You won't be charged before your trial ends.
      </Text>
    ) : null}
    <List
      spacing="sm"
      size="sm"
      icon={
        <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
          <IconCheck size={14} stroke={2.5} />
        </ThemeIcon>
      }
    >
      {BENEFITS.map((benefit) => (
        <List.Item key={benefit}>{benefit}</List.Item>
      ))}
    </List>
  </Paper>
);
