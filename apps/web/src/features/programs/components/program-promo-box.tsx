import { Button, Group, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { apiErrorText } from '../../../lib/error-handler';
import { isSubmitBlocked } from '../../../lib/forms';
import { type ProgramPromo, useValidateProgramPromo } from '../api/validate-program-promo';

type ProgramPromoBoxProps = {
  programId: number;
  applied: ProgramPromo | null;
  onApply: (promo: ProgramPromo) => void;
  onClear: () => void;
};

/**
 * The program's promo code box (spec A2, A5), as the premium one: accepted only when the server
 * answers a program promo; otherwise its message shows. Applied, it offers Clear.
 */
export const ProgramPromoBox = ({ programId, applied, onApply, onClear }: ProgramPromoBoxProps) => {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const validate = useValidateProgramPromo();
  const input = useRef<HTMLInputElement>(null);
  const clearButton = useRef<HTMLButtonElement>(null);
  // Apply and Clear each replace the control the member used: the focus moves to the one that
  // takes its place instead of dropping to the page.
  const focusNext = useRef(false);

  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    (applied ? clearButton : input).current?.focus();
  }, [applied]);

  if (applied) {
    return (
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" role="status" miw={0} style={{ flex: 1, overflowWrap: 'anywhere' }}>
          Promo code <strong>{applied.code}</strong> applied: {applied.discount_percentage}% off
        </Text>
        <Button
          ref={clearButton}
          variant="subtle"
          size="compact-sm"
          style={{ flexShrink: 0 }}
          onClick={() => {
            setCode('');
            focusNext.current = true;
            onClear();
          }}
        >
          Clear
        </Button>
      </Group>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed || validate.isPending) return;
    validate.mutate(
      { code: trimmed, program_id: programId },
      {
        onSuccess: (promo) => {
          focusNext.current = true;
          onApply(promo);
        },
        onError: (failure) => setError(apiErrorText(failure)),
      },
    );
  };
  const blocked = isSubmitBlocked({ pending: validate.isPending, serverError: error }) || !code.trim();

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          ref={input}
          label="Promo code"
          value={code}
          error={error}
          autoComplete="off"
          style={{ flex: 1 }}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" variant="default" mt={25} loading={validate.isPending} disabled={blocked}>
          Apply
        </Button>
      </Group>
    </form>
  );
};
