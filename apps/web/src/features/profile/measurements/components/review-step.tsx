import { Button, Group, Stack, Text } from '@mantine/core';
import { MEASUREMENT_KEYS, type MeasurementKey, type MeasurementStandard } from '@studio/shared';
import type { ReactNode } from 'react';
import { MEASURE_NAMES, measureText, STANDARD_NAMES } from '../measure-words';
import { useFocusOnMount } from '../use-focus-on-mount';
import { STANDARD_STEP, stepOfMeasure, type WizardState } from '../wizard-state';

type ReviewStepProps = {
  state: WizardState;
  saving: boolean;
  onEdit: (step: number) => void;
  onSave: () => void;
};

type ReviewItemProps = { label: string; value: ReactNode; editName: string; onEdit: () => void };

const ReviewItem = ({ label, value, editName, onEdit }: ReviewItemProps) => (
  <Group justify="space-between" wrap="nowrap" gap="sm" py={6} renderRoot={(props) => <li {...props} />}>
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </Stack>
    <Button variant="subtle" size="compact-sm" aria-label={editName} onClick={onEdit}>
      Edit
    </Button>
  </Group>
);

const valueText = (value: string, key: MeasurementKey, standard: MeasurementStandard) =>
  measureText(value === '' ? null : Number(value), key, standard);

/** Spec M2 step 3: every answer with an edit button (back here straight after), and save. */
export const ReviewStep = ({ state, saving, onEdit, onSave }: ReviewStepProps) => {
  const saveRef = useFocusOnMount<HTMLButtonElement>();
  return (
    <Stack gap="md">
      <Text fw={600}>Check your measurements</Text>
      <Stack gap={0} m={0} p={0} style={{ listStyle: 'none' }} renderRoot={(props) => <ul {...props} />}>
        <ReviewItem
          label="Units"
          value={STANDARD_NAMES[state.standard]}
          editName="Edit units"
          onEdit={() => onEdit(STANDARD_STEP)}
        />
        {MEASUREMENT_KEYS.map((key) => (
          <ReviewItem
            key={key}
            label={MEASURE_NAMES[key]}
            value={valueText(state.values[key], key, state.standard)}
            editName={`Edit ${MEASURE_NAMES[key].toLowerCase()}`}
            onEdit={() => onEdit(stepOfMeasure(key))}
          />
        ))}
      </Stack>
      <Button ref={saveRef} onClick={onSave} loading={saving}>
        Save
      </Button>
    </Stack>
  );
};
