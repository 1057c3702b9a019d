import { Button, Radio, Stack } from '@mantine/core';
import type { MeasurementStandard } from '@studio/shared';
import { STANDARD_NAMES } from '../measure-words';
import { useFocusOnMount } from '../use-focus-on-mount';

type StandardStepProps = {
  standard: MeasurementStandard;
  onChoose: (standard: MeasurementStandard) => void;
  onContinue: () => void;
};

const STANDARDS = [1, 2] as const;

/** Spec M2 step 1: the measurement standard, stored as 1 (kg, cm) or 2 (lbs, in). */
export const StandardStep = ({ standard, onChoose, onContinue }: StandardStepProps) => {
  const checkedRef = useFocusOnMount<HTMLInputElement>();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      <Stack gap="md">
        <Radio.Group
          label="Which units do you measure in?"
          value={String(standard)}
          onChange={(value) => onChoose(value === '2' ? 2 : 1)}
        >
          <Stack gap="xs" mt="xs">
            {STANDARDS.map((option) => (
              <Radio
                key={option}
                ref={option === standard ? checkedRef : undefined}
                data-autofocus={option === standard || undefined}
                value={String(option)}
                label={STANDARD_NAMES[option]}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Button type="submit">Continue</Button>
      </Stack>
    </form>
  );
};
