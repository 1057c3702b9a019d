import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { WhenWordsReady } from '../lib/i18n';
import { cssVariablesResolver, theme } from './theme';
import { Toasts } from './toasts';

type ProvidersProps = {
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
};

/**
 * The language (issue 35), theme (light, dark or the system's: decision 0032) and toasts around the whole app (and around
 * components under test). The query cache is the member pages' own (`AppQueries`), so the sign
 * pages do without it (decision 0012).
 */
export const Providers = ({ children, env = 'default' }: ProvidersProps) => (
  <WhenWordsReady>
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      // Light, dark or the system's (the default), kept in localStorage by Mantine's manager under
      // `mantine-color-scheme-value`; the inline script of index.html applies it before the first paint.
      defaultColorScheme="auto"
      env={env}
    >
      <Toasts />
      {children}
    </MantineProvider>
  </WhenWordsReady>
);
