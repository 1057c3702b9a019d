import { Button, Stack } from '@mantine/core';
import type { MeasurementKey, MeasurementStandard } from '@studio/shared';
import { useT } from '../../../../lib/i18n';
import { measureLabel } from '../measure-words';
import { useFocusOnMount } from '../use-focus-on-mount';
import { measureError } from '../wizard-state';
import { MeasureInput } from './measure-input';

type MeasureStepProps = {
  measure: MeasurementKey;
  standard: MeasurementStandard;
  value: string;
  onChange: (value: string) => void;
  onContinue: () => void;
};

/** One measure (spec M2 step 2): Enter or Continue advances, never while the value is empty. */
export const MeasureStep = ({ measure, standard, value, onChange, onContinue }: MeasureStepProps) => {
  // Each step takes the keyboard's focus, so a member can type, press Enter and type the next.
  const t = useT();
  const inputRef = useFocusOnMount<HTMLInputElement>();
  const error = measureError(measure, value, standard);
  const blocked = value === '' || error !== null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!blocked) onContinue();
      }}
    >
      <Stack gap="md">
        <MeasureInput
          label={measureLabel(measure, standard)}
          value={value}
          onChange={onChange}
          error={error}
          inputRef={inputRef}
        />
        <Button type="submit" disabled={blocked}>
          {t('profile.continue')}
        </Button>
      </Stack>
    </form>
  );
};
