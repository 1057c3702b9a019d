import { Group, Input, Stack } from '@mantine/core';
import type { CardField } from '@studio/shared';
import type { Client, HostedFields } from 'braintree-web';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { t as translate, useT } from '../../../lib/i18n';
import { createHostedFields, tokenizeHostedFields } from '../card/braintree';
import type { CardTokenizer } from '../card/tokenizer';
import { CARD_FIELD_ERRORS, CARD_FIELD_LABELS } from './card-field-errors';

type BraintreeCardFieldsProps = {
  client: Client;
  ref?: Ref<CardTokenizer>;
  flagged: CardField[];
  onEdit: () => void;
  onReadyChange: (ready: boolean) => void;
  onLoadError: (error: unknown) => void;
};

const CARD_FIELDS: readonly CardField[] = ['number', 'expirationDate', 'cvv'];

/** A box that looks like the app's inputs, for Braintree's iframe to fill. */
const HostedBox = ({
  name,
  flagged,
  refs,
}: {
  name: CardField;
  flagged: boolean;
  refs: Ref<HTMLDivElement>;
}) => {
  const t = useT();
  return (
    <Input.Wrapper
      labelElement="div"
      label={t(CARD_FIELD_LABELS[name])}
      error={flagged ? t(CARD_FIELD_ERRORS[name]) : undefined}
    >
      <div
        ref={refs}
        style={{
          height: 36,
          padding: '0 12px',
          border: `1px solid var(--mantine-color-${flagged ? 'error' : 'default-border'})`,
          borderRadius: 'var(--mantine-radius-md)',
          background: 'var(--mantine-color-body)',
        }}
      />
    </Input.Wrapper>
  );
};

/** Braintree's hosted card fields (production): the card is typed into Braintree's own iframes. */
export const BraintreeCardFields = ({
  client,
  ref,
  flagged,
  onEdit,
  onReadyChange,
  onLoadError,
}: BraintreeCardFieldsProps) => {
  const containers = useRef<Partial<Record<CardField, HTMLDivElement | null>>>({});
  const [fields, setFields] = useState<HostedFields | null>(null);
  const callbacks = useRef({ onEdit, onReadyChange, onLoadError });
  callbacks.current = { onEdit, onReadyChange, onLoadError };

  useEffect(() => {
    let created: HostedFields | null = null;
    let cancelled = false;
    const { number, expirationDate, cvv } = containers.current;
    if (!number || !expirationDate || !cvv) return;
    createHostedFields(client, { number, expirationDate, cvv })
      .then((instance) => {
        created = instance;
        if (cancelled) return void instance.teardown().catch(() => {});
        // A focused or changed field means the member is correcting the card: the error goes.
        instance.on('focus', () => callbacks.current.onEdit());
        instance.on('validityChange', () => callbacks.current.onEdit());
        setFields(instance);
        callbacks.current.onReadyChange(true);
      })
      .catch((error: unknown) => !cancelled && callbacks.current.onLoadError(error));
    return () => {
      cancelled = true;
      callbacks.current.onReadyChange(false);
      created?.teardown().catch(() => {});
    };
  }, [client]);

  // The flag inside Braintree's iframe too, where a screen reader reads the field.
  const flaggedKey = CARD_FIELDS.filter((name) => flagged.includes(name)).join(' ');
  useEffect(() => {
    if (!fields) return;
    const invalid = flaggedKey.split(' ');
    for (const field of CARD_FIELDS) {
      const done = invalid.includes(field)
        ? fields.setAttribute({ field, attribute: 'aria-invalid', value: true })
        : fields.removeAttribute({ field, attribute: 'aria-invalid' });
      done.catch(() => {}); // torn down meanwhile: nothing to mark
    }
  }, [fields, flaggedKey]);

  useImperativeHandle(
    ref,
    () => ({
      tokenize: () => {
        if (!fields) return Promise.reject(new Error(translate('billing.card.stillLoading')));
        return tokenizeHostedFields(fields);
      },
    }),
    [fields],
  );

  const box = (name: CardField) => (
    <HostedBox
      name={name}
      flagged={flagged.includes(name)}
      refs={(element) => {
        containers.current[name] = element;
      }}
    />
  );
  return (
    <Stack gap="sm">
      {box('number')}
      <Group grow align="flex-start" gap="sm">
        {box('expirationDate')}
        {box('cvv')}
      </Group>
    </Stack>
  );
};
