import { NativeSelect } from '@mantine/core';
import { isLocale, LOCALE_NAMES, LOCALES } from '@studio/shared';
import { activateLocale, activeLocale, useT } from '../../lib/i18n';

/**
 * The sign pages' language (issue 35): the browser's to begin with, changed here for this device.
 * A native select: light, and each platform's own picker on a phone. Each language is named in
 * itself, so a visitor finds theirs whatever the page speaks.
 */
export const LanguageSwitch = () => {
  const t = useT();
  return (
    <NativeSelect
      aria-label={t('common.language')}
      size="xs"
      w="auto"
      value={activeLocale()}
      data={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
      onChange={(event) => {
        const locale = event.currentTarget.value;
        if (isLocale(locale)) void activateLocale(locale, { remember: true });
      }}
    />
  );
};
