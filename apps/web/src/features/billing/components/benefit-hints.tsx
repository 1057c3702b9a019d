import type { MessageId } from '@lingui/core';
import { List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n';

const BENEFITS: readonly MessageId[] = [
  'billing.benefits.workouts',
  'billing.benefits.programs',
  'billing.benefits.recipes',
  'billing.benefits.stats',
  'billing.benefits.cancel',
];

/** The buy page's benefit hints (spec A2). */
export const BenefitHints = ({ trialDays }: { trialDays: number }) => {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="xs">
        {t('billing.benefits.title')}
      </Title>
      {trialDays > 0 ? (
        <Text size="sm" mb="md">
          {t('billing.benefits.trial', { days: trialDays })}
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
          <List.Item key={benefit}>{t(benefit)}</List.Item>
        ))}
      </List>
    </Paper>
  );
};
