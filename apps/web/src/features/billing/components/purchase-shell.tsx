import { Group, Loader, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { useT } from '../../../lib/i18n';

type PurchaseStep = { label: string; description?: string };

type PurchaseShellProps = {
  title: string;
  lead: ReactNode;
  steps: readonly PurchaseStep[];
  active: number;
  /** Said under the steps (a purchase that went through). */
  status?: ReactNode;
  children: ReactNode;
};

/** The frame of both purchases (spec A2, A4): the heading, the steps with the current one, the body. */
export const PurchaseShell = ({ title, lead, steps, active, status, children }: PurchaseShellProps) => {
  // On a phone the labels go under the steps, so they all fit on one line.
  const narrow = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{lead}</Text>
      </Stack>
      <Stepper
        active={active}
        size={narrow ? 'xs' : 'sm'}
        labelPosition={narrow ? 'bottom' : 'right'}
        wrap={!narrow}
      >
        {steps.map(({ label, description }, index) => (
          <Stepper.Step
            key={label}
            label={label}
            description={description}
            aria-current={index === active ? 'step' : undefined}
          />
        ))}
      </Stepper>
      {status}
      {children}
    </Stack>
  );
};

type ClientToken = { data?: string; isError: boolean; isFetching: boolean; refetch: () => unknown };

type PaymentMethodsProps = {
  /** The query of the card fields' client token (asked for as the page opens). */
  clientToken: ClientToken;
  children: (clientToken: string) => ReactNode;
};

/** The payment form once its client token is here; a loader meanwhile, a retry if it failed. */
export const PaymentMethods = ({ clientToken, children }: PaymentMethodsProps) => {
  const t = useT();
  if (clientToken.data) return children(clientToken.data);
  if (clientToken.isError) {
    return (
      <LoadError
        what={t('billing.methods.what')}
        onRetry={() => clientToken.refetch()}
        retrying={clientToken.isFetching}
      />
    );
  }
  return (
    <Group role="status" aria-label={t('billing.methods.loadingAll')} justify="center" py="lg">
      <Loader size="sm" />
    </Group>
  );
};
