import { Group, Stack, Text, TextInput } from '@mantine/core';
import type { CardField } from '@studio/shared';
import { type ChangeEvent, type Ref, useImperativeHandle, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { type SandboxCard, tokenizeSandboxCard } from '../card/sandbox-tokenize';
import type { CardTokenizer } from '../card/tokenizer';
import { CARD_FIELD_ERRORS, CARD_FIELD_LABELS } from './card-field-errors';

type SandboxCardFieldsProps = {
  ref?: Ref<CardTokenizer>;
  /** Fields the last tokenization flagged. */
  flagged: CardField[];
  /** Any edit: the payment form then drops the card's error. */
  onEdit: () => void;
  disabled?: boolean;
};

/**
 * The expiry as it is typed: after the month's two digits comes the "/" (a phone's number pad has
 * none), and a slash typed there anyway is not doubled. Deleting is left alone.
 */
const typedExpiry = (value: string, previous: string): string => {
  if (value.length <= previous.length) return value;
  if (/^\d{2}$/.test(value)) return `${value}/`;
  if (/^\d{2}\/\/$/.test(value)) return value.slice(0, -1);
  return value;
};

/**
 * Plain card inputs for the sandbox client token (DESIGN 4), checked as Braintree's hosted fields
 * check theirs. The card never leaves the browser: only the test card's nonce is sent.
 */
export const SandboxCardFields = ({ ref, flagged, onEdit, disabled }: SandboxCardFieldsProps) => {
  const t = useT();
  const [card, setCard] = useState<SandboxCard>({ number: '', expirationDate: '', cvv: '' });
  useImperativeHandle(ref, () => ({ tokenize: async () => tokenizeSandboxCard(card) }), [card]);

  const field = (name: CardField) => ({
    label: t(CARD_FIELD_LABELS[name]),
    value: card[name],
    error: flagged.includes(name) ? t(CARD_FIELD_ERRORS[name]) : undefined,
    disabled,
    inputMode: 'numeric' as const,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setCard((current) => ({
        ...current,
        [name]: name === 'expirationDate' ? typedExpiry(value, current.expirationDate) : value,
      }));
      onEdit();
    },
  });

  return (
    <Stack gap="sm">
      <TextInput
        {...field('number')}
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
      />
      <Group grow align="flex-start" gap="sm">
        <TextInput
          {...field('expirationDate')}
          autoComplete="cc-exp"
          placeholder={t('billing.card.expiryPlaceholder')}
          maxLength={7}
        />
        <TextInput {...field('cvv')} autoComplete="cc-csc" placeholder="123" maxLength={4} />
      </Group>
      <Text size="xs" c="dimmed">
        {t('billing.card.testMode')}
      </Text>
    </Stack>
  );
};
