import { TransNoContext, type TransProps } from '@lingui/react/server';
import { i18n, useT } from './i18n';

/**
 * A message with links or bold inside (`"... <0>link text</0> ..."`), in the active language:
 * Lingui's `Trans`, given the app's i18n (lib/i18n.ts subscribes components to its words, with no
 * @lingui/react provider around the app).
 */
export const Trans = (props: TransProps) => {
  useT();
  return <TransNoContext {...props} lingui={{ i18n }} />;
};
