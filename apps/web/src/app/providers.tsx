import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';
import { Toasts } from './toasts';

type ProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
};

/** Theme, toasts and the query cache around the whole app (and around components under test). */
export const Providers = ({ queryClient, children, env = 'default' }: ProvidersProps) => (
  <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
    <Toasts />
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  </MantineProvider>
);
