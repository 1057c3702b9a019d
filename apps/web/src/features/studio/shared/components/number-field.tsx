import { NumberInput } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/** A whole-number field of a console form, held by react-hook-form (empty is none). */
export const NumberField = <T extends FieldValues>({
  control,
  name,
  label,
  error,
  max,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  error?: string;
  max?: number;
}) => (
  <Controller
    control={control}
    name={name}
    render={({ field }) => (
      <NumberInput
        label={label}
        value={field.value ?? ''}
        onChange={(value) => field.onChange(value)}
        onBlur={field.onBlur}
        allowDecimal={false}
        allowNegative={false}
        max={max}
        error={error}
      />
    )}
  />
);
