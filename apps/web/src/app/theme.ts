import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/**
 * Indigo at shade 8 (#3b5bdb) carries white text at 5.7:1, past WCAG AA's 4.5:1; Mantine's default
 * blue at shade 6 does not (STACK-NOTES "Browser"). Light variants use shade 9 text.
 * A member who asks the system for less motion gets dialogs, menus and toasts without their
 * transitions (the journeys ask too, so they never wait on an element still moving: issue 15).
 */
export const theme = createTheme({
  respectReducedMotion: true,
  primaryColor: 'indigo',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
});

/**
 * Mantine's dimmed grey (gray.6) is 3.3:1 on white; gray.7 reads at 8:1. Placeholders keep a lighter
 * grey, so they don't read as values, at 4.7:1 (the date picker's placeholder is a real element axe checks).
 * Error text in red.6 is 3.3:1 too; red.9 is past 4.5:1 on white, for every form's field errors.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057',
    '--mantine-color-placeholder': '#6e757c',
    '--mantine-color-error': t.colors.red[9] ?? '#c92a2a',
  },
  dark: {},
});
