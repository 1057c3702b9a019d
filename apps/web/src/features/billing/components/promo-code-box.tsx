import { Button, Group, Text, TextInput } from '@mantine/core';
import type { PromoResult } from '@studio/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { apiErrorText } from '../../../lib/error-handler';
import { isSubmitBlocked } from '../../../lib/forms';
import { useValidatePromoCode } from '../api/validate-promo-code';

type PromoCodeBoxProps = {
  userId: number;
  applied: PromoResult | null;
  onApply: (promo: PromoResult) => void;
  onClear: () => void;
};

/** The promo code box (spec A2, A5): accepted only on a 200; otherwise the server's message shows. */
export const PromoCodeBox = ({ userId, applied, onApply, onClear }: PromoCodeBoxProps) => {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const validate = useValidatePromoCode();
  const input = useRef<HTMLInputElement>(null);
  const clearButton = useRef<HTMLButtonElement>(null);
  // Apply and Clear each replace the control the member used: keyboard focus moves to the one
  // that takes its place instead of dropping to the page.
  const focusNext = useRef(false);

  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    (applied ? clearButton : input).current?.focus();
  }, [applied]);

  if (applied) {
    return (
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        {/* A long code wraps on a narrow screen rather than pushing Clear off it. */}
        <Text size="sm" role="status" miw={0} style={{ flex: 1, overflowWrap: 'anywhere' }}>
          Promo code <strong>{applied.promocode}</strong> applied
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
    const promocode = code.trim();
    if (!promocode) return;
    validate.mutate(
      { promocode, userId },
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
