import { VisuallyHidden } from '@mantine/core';
import { useT } from '../../lib/i18n';

/** Tells screen-reader users that a link opens a new tab. */
export const NewTabHint = () => {
  const t = useT();
  return <VisuallyHidden> {t('sign.ui.newTab')}</VisuallyHidden>;
};
