import { Badge, Group, Loader, Radio, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { formatMoney, PERIOD_MONTHS, type PremiumPeriod } from '@studio/shared';
import { useDisplay, useT } from '../../../lib/i18n';
import { PLAN_NAME_KEYS } from '../plan-words';
import type { PlanOffer } from '../plans';

type PlanPickerProps = {
  /** Null while the plans load. */
  offers: PlanOffer[] | null;
  selected: PremiumPeriod | null;
  /** Called with the card picked; picking the chosen one again is the caller's "deselect". */
  onPick: (period: PremiumPeriod) => void;
  /** A promo change is on its way: prices show a loader (spec A4). */
  updating: boolean;
  labelledBy: string;
};

const PlanPrices = ({ offer, updating }: { offer: PlanOffer; updating: boolean }) => {
  const t = useT();
  const display = useDisplay();
  return updating ? (
    <Group h={60} align="center">
      <Loader size="sm" />
    </Group>
  ) : (
    <Stack gap={2} h={60} justify="flex-start">
      <Text fz={26} fw={700} lh={1.1}>
        {formatMoney(offer.perMonth, display)}
        <Text span size="sm" fw={500} c="dimmed">
          {' '}
          {t('billing.plans.perMonth')}
        </Text>
      </Text>
      <Text size="sm" c="dimmed">
        {t('billing.plans.billed', {
          total: formatMoney(offer.total, display),
          months: PERIOD_MONTHS[offer.period],
        })}
      </Text>
    </Stack>
  );
};

/** Spec A2 plan picker: three cards with radio semantics; arrow keys move between them. */
export const PlanPicker = ({ offers, selected, onPick, updating, labelledBy }: PlanPickerProps) => {
  const t = useT();
  if (!offers) {
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 3 }}
        spacing="sm"
        role="status"
        aria-label={t('billing.plans.loading')}
      >
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h={128} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" role="radiogroup" aria-labelledby={labelledBy}>
      {offers.map((offer) => (
        <Radio.Card
          key={offer.period}
          name="premium-plan"
          value={offer.period}
          checked={selected === offer.period}
          onClick={() => onPick(offer.period)}
          aria-busy={updating || undefined}
          p="md"
          radius="md"
          // A button centres its content; the cards read top-down, aligned with each other.
          style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-start' }}
        >
          <Stack gap="xs">
            {/* The badge wraps under the name when the card is narrow, rather than squeezing it. */}
            <Group justify="space-between" gap={6}>
              <Group gap="xs" wrap="nowrap">
                <Radio.Indicator />
                <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {t(PLAN_NAME_KEYS[offer.period])}
                </Text>
              </Group>
              {offer.discount > 0 && !updating ? (
                <Badge variant="light" radius="sm" size="sm">
                  {t('billing.plans.save', { discount: offer.discount })}
                </Badge>
              ) : null}
            </Group>
            <PlanPrices offer={offer} updating={updating} />
          </Stack>
        </Radio.Card>
      ))}
    </SimpleGrid>
  );
};
