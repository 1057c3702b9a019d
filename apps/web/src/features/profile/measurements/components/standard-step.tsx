import { Button, Radio, Stack } from '@mantine/core';
import type { MeasurementStandard } from '@studio/shared';
import { useT } from '../../../../lib/i18n';
import { standardName } from '../measure-words';
import { useFocusOnMount } from '../use-focus-on-mount';

type StandardStepProps = {
  standard: MeasurementStandard;
  onChoose: (standard: MeasurementStandard) => void;
  onContinue: () => void;
};

const STANDARDS = [1, 2] as const;

/** Spec M2 step 1: the measurement standard, stored as 1 (kg, cm) or 2 (lbs, in). */
export const StandardStep = ({ standard, onChoose, onContinue }: StandardStepProps) => {
  const t = useT();
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
          label={t('profile.wizard.whichUnits')}
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
                label={standardName(option)}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Button type="submit">{t('profile.continue')}</Button>
      </Stack>
    </form>
  );
};
