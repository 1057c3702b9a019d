import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { MEASUREMENT_KEYS, type MeasurementSet, measurementDifference } from '@studio/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { t as translate, useDisplay, useT } from '../../../../lib/i18n';
import { differenceText, MEASURE_NAMES, measureText, setAge, setDate, standardName } from '../measure-words';
import { useFocusOnMount } from '../use-focus-on-mount';
import { DeleteSetButton } from './delete-set-button';

type MeasurementDetailProps = {
  set: MeasurementSet;
  /** The first set the member took: every difference is counted from it. */
  oldest: MeasurementSet;
  userId: number;
  onBack: () => void;
};

/** Why a set shows no differences, when it does not. */
const comparisonNote = (set: MeasurementSet, oldest: MeasurementSet): string | null => {
  if (set.id === oldest.id) return translate('profile.detail.first');
  if (set.measurement_standard !== oldest.measurement_standard)
    return translate('profile.detail.otherUnits', { standard: standardName(oldest.measurement_standard) });
  return null;
};

/**
 * One set (spec M2): every measure with its unit ("-" when missing) and its difference from the
 * oldest set, shown only when both use the same standard.
 */
export const MeasurementDetail = ({ set, oldest, userId, onBack }: MeasurementDetailProps) => {
  const t = useT();
  const display = useDisplay();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const note = comparisonNote(set, oldest);
  const standard = set.measurement_standard;
  // The oldest set compares with itself: its column reads "No difference" (spec M2).
  const compared = set.measurement_standard === oldest.measurement_standard;

  return (
    <Stack gap="md">
      <Group>
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={onBack}
          px="xs"
        >
          {t('profile.detail.back')}
        </Button>
      </Group>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={2} ref={headingRef} tabIndex={-1}>
            {setDate(set, display)}
          </Title>
          <Group gap="xs">
            <Text c="dimmed">{setAge(set, display)}</Text>
            <Badge variant="light" tt="none">
              {standardName(standard)}
            </Badge>
          </Group>
        </Stack>
        <DeleteSetButton set={set} userId={userId} variant="button" />
      </Group>
      {note && <Text size="sm">{note}</Text>}
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('profile.detail.measure')}</Table.Th>
            <Table.Th scope="col">{t('profile.detail.value')}</Table.Th>
            {compared && (
              <Table.Th scope="col">{t('profile.detail.since', { date: setDate(oldest, display) })}</Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {MEASUREMENT_KEYS.map((key) => (
            <Table.Tr key={key}>
              <Table.Th scope="row" fw={500}>
                {t(MEASURE_NAMES[key])}
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {measureText(set[key], key, standard, display)}
              </Table.Td>
              {compared && (
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {differenceText(measurementDifference(set, oldest, key), key, standard, display) ?? '-'}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
};
