import { Input, NumberInput } from '@mantine/core';
import { MAX_MEASURE } from '@studio/shared';
import { type Ref, useId } from 'react';
import { usePlatform } from '../../../../lib/use-platform';

type MeasureInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  inputRef: Ref<HTMLInputElement>;
};

/**
 * One measure, a non-negative number. Spec M2: on iOS a plain numeric input (the wrapper's decimal
 * keypad), elsewhere Mantine's number field.
 */
export const MeasureInput = ({ label, value, onChange, error, inputRef }: MeasureInputProps) => {
  const platform = usePlatform();
  const id = useId();
  if (platform === 'ios')
    return (
      <Input.Wrapper label={label} error={error} id={id}>
        <Input
          id={id}
          ref={inputRef}
          type="number"
          inputMode="decimal"
          min={0}
          max={MAX_MEASURE}
          step="any"
          value={value}
          error={Boolean(error)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </Input.Wrapper>
    );
  return (
    <NumberInput
      ref={inputRef}
      label={label}
      value={value}
      onChange={(next) => onChange(String(next))}
      error={error}
      min={0}
      max={MAX_MEASURE}
      allowNegative={false}
      decimalScale={2}
      clampBehavior="none"
      inputMode="decimal"
    />
  );
};
