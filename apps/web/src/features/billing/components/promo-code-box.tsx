import { Button, Group, Text, TextInput } from '@mantine/core';
import type { PromoResult } from '@studio/shared';
import { type FormEvent, useState } from 'react';
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

  if (applied) {
    return (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" role="status">
          Promo code <strong>{applied.promocode}</strong> applied
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            setCode('');
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
      { onSuccess: onApply, onError: (failure) => setError(apiErrorText(failure)) },
    );
  };
  const blocked = isSubmitBlocked({ pending: validate.isPending, serverError: error }) || !code.trim();

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
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
