import { Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { useDisplay, useT } from '../../../lib/i18n';
import type { ProgramPromo } from '../api/validate-program-promo';
import { priceText, priceToPay } from '../program-words';

type ProgramPriceSummaryProps = {
  price: string;
  /** The promo whose prices show (about a second after it was applied or cleared, spec A4). */
  promo: ProgramPromo | null;
  updating: boolean;
};

const Row = ({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) => (
  <Group justify="space-between" gap="xs" wrap="nowrap">
    <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
      {label}
    </Text>
    <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 400}>
      {value}
    </Text>
  </Group>
);

/** What the program costs (spec A2): its price, the discount, and the price after it. */
export const ProgramPriceSummary = ({ price, promo, updating }: ProgramPriceSummaryProps) => {
  const t = useT();
  const display = useDisplay();
  return (
    <Stack gap={6} aria-busy={updating}>
      <Row label={t('programs.price.program')} value={priceText(price, display)} />
      <Row
        label={t('programs.price.discount')}
        value={
          promo ? t('programs.price.off', { percent: promo.discount_percentage }) : t('programs.price.none')
        }
      />
      <Divider />
      <Row
        label={t('programs.price.after')}
        value={priceText(priceToPay(price, promo, display.currency), display)}
        strong
      />
      {updating ? (
        <Group gap={6} role="status">
          <Loader size="xs" />
          <Text size="sm">{t('programs.price.updating')}</Text>
        </Group>
      ) : null}
    </Stack>
  );
};
