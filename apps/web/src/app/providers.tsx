import { MantineProvider, mergeThemeOverrides, PasswordInput } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { tWhenLoaded, useT, WhenWordsReady } from '../lib/i18n';
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
    <Themed env={env}>{children}</Themed>
  </WhenWordsReady>
);

/**
 * Mantine's theme, with the words Mantine itself would say in English (the password field's
 * show/hide button) in the active language: made again when the language or its words change.
 */
const Themed = ({ children, env }: Required<Pick<ProvidersProps, 'env'>> & { children: ReactNode }) => {
  // Made again when the language or its words change (useT follows both).
  useT();
  const toggleLabel = tWhenLoaded('sign.field.togglePassword');
  const localized = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          PasswordInput: PasswordInput.extend({
            defaultProps: { visibilityToggleButtonProps: { 'aria-label': toggleLabel } },
          }),
        },
      }),
    [toggleLabel],
  );
  return (
    <MantineProvider
      theme={localized}
      cssVariablesResolver={cssVariablesResolver}
      // Light, dark or the system's (the default), kept in localStorage by Mantine's manager under
      // `mantine-color-scheme-value`; the inline script of index.html applies it before the first paint.
      defaultColorScheme="auto"
      env={env}
    >
      <Toasts />
      {children}
    </MantineProvider>
  );
};
