import { Button, Group, Stack, Text } from '@mantine/core';
import {
  type Display,
  MEASUREMENT_KEYS,
  type MeasurementKey,
  type MeasurementStandard,
} from '@studio/shared';
import type { ReactNode } from 'react';
import { useDisplay, useT } from '../../../../lib/i18n';
import { MEASURE_NAMES, measureText, standardName } from '../measure-words';
import { useFocusOnMount } from '../use-focus-on-mount';
import { STANDARD_STEP, stepOfMeasure, type WizardState } from '../wizard-state';

type ReviewStepProps = {
  state: WizardState;
  saving: boolean;
  onEdit: (step: number) => void;
  onSave: () => void;
};

type ReviewItemProps = { label: string; value: ReactNode; editName: string; onEdit: () => void };

const ReviewItem = ({ label, value, editName, onEdit }: ReviewItemProps) => {
  const t = useT();
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={6} renderRoot={(props) => <li {...props} />}>
      <Stack gap={0}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fw={500}>{value}</Text>
      </Stack>
      <Button variant="subtle" size="compact-sm" aria-label={editName} onClick={onEdit}>
        {t('profile.edit')}
      </Button>
    </Group>
  );
};

const valueText = (value: string, key: MeasurementKey, standard: MeasurementStandard, display: Display) =>
  measureText(value === '' ? null : Number(value), key, standard, display);

/** Spec M2 step 3: every answer with an edit button (back here straight after), and save. */
export const ReviewStep = ({ state, saving, onEdit, onSave }: ReviewStepProps) => {
  const t = useT();
  const display = useDisplay();
  const saveRef = useFocusOnMount<HTMLButtonElement>();
  return (
    <Stack gap="md">
      <Text fw={600}>{t('profile.review.title')}</Text>
      <Stack gap={0} m={0} p={0} style={{ listStyle: 'none' }} renderRoot={(props) => <ul {...props} />}>
        <ReviewItem
          label={t('profile.wizard.units')}
          value={standardName(state.standard)}
          editName={t('profile.review.editUnits')}
          onEdit={() => onEdit(STANDARD_STEP)}
        />
        {MEASUREMENT_KEYS.map((key) => (
          <ReviewItem
            key={key}
            label={t(MEASURE_NAMES[key])}
            value={valueText(state.values[key], key, state.standard, display)}
            editName={t('profile.review.editMeasure', { measure: t(MEASURE_NAMES[key]).toLowerCase() })}
            onEdit={() => onEdit(stepOfMeasure(key))}
          />
        ))}
      </Stack>
      <Button ref={saveRef} onClick={onSave} loading={saving}>
        {t('profile.save')}
      </Button>
    </Stack>
  );
};
