import { Button, Group, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { apiErrorText } from '../../../lib/error-handler';
import { isSubmitBlocked } from '../../../lib/forms';
import { useT } from '../../../lib/i18n';
import { Trans } from '../../../lib/trans';

type PromoCodeBoxProps<Promo> = {
  applied: Promo | null;
  /** Asks the server about a code: resolves to the promo, or rejects with its reason. */
  validate: (code: string) => Promise<Promo>;
  /** The code as the member reads it once applied, and what it gives, if that is said here. */
  describe: (promo: Promo) => { code: string; effect?: string };
  onApply: (promo: Promo) => void;
  onClear: () => void;
};

/**
 * The promo code box of both purchases (spec A2, A5): a code is accepted only when the server
 * answers its promo; otherwise the server's message shows. Applied, it offers Clear.
 */
export const PromoCodeBox = <Promo,>({
  applied,
  validate,
  describe,
  onApply,
  onClear,
}: PromoCodeBoxProps<Promo>) => {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The box shows the server's message itself (a 401 still ends the session).
  const validation = useMutation({ mutationFn: validate, meta: { errorHandledLocally: true } });
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
    const { code: appliedCode, effect } = describe(applied);
    return (
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        {/* A long code wraps on a narrow screen rather than pushing Clear off it. */}
        <Text size="sm" role="status" miw={0} style={{ flex: 1, overflowWrap: 'anywhere' }}>
          {effect ? (
            <Trans
              id="billing.promo.appliedEffect"
              values={{ code: appliedCode, effect }}
              components={{ 0: <strong /> }}
            />
          ) : (
            <Trans id="billing.promo.applied" values={{ code: appliedCode }} components={{ 0: <strong /> }} />
          )}
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
          {t('billing.promo.clear')}
        </Button>
      </Group>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed || validation.isPending) return;
    validation.mutate(trimmed, {
      onSuccess: (promo) => {
        focusNext.current = true;
        onApply(promo);
      },
      onError: (failure) => setError(apiErrorText(failure)),
    });
  };
  const blocked = isSubmitBlocked({ pending: validation.isPending, serverError: error }) || !code.trim();

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          ref={input}
          label={t('billing.promo.label')}
          value={code}
          error={error}
          autoComplete="off"
          style={{ flex: 1 }}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" variant="default" mt={25} loading={validation.isPending} disabled={blocked}>
          {t('billing.promo.apply')}
        </Button>
      </Group>
    </form>
  );
};
