import { Divider, Group, Loader, Stack, Text } from '@mantine/core';
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
export const ProgramPriceSummary = ({ price, promo, updating }: ProgramPriceSummaryProps) => (
  <Stack gap={6} aria-busy={updating}>
    <Row label="Program price" value={priceText(price)} />
    <Row label="Discount" value={promo ? `${promo.discount_percentage}% off` : 'None'} />
    <Divider />
    <Row label="Price after discount" value={priceText(priceToPay(price, promo))} strong />
    {updating ? (
      <Group gap={6} role="status">
        <Loader size="xs" />
        <Text size="sm">Updating prices…</Text>
      </Group>
    ) : null}
  </Stack>
);
