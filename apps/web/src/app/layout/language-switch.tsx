import { InputBase } from '@mantine/core';
import { isLocale, LOCALE_NAMES, LOCALES } from '@studio/shared';
import type { ChangeEvent } from 'react';
import { activateLocale, activeLocale, useT } from '../../lib/i18n';

/**
 * The up-and-down chevron of Mantine's selects, drawn here: `NativeSelect` brings the Combobox's
 * code along for its chevron, 0.9 KB of gzip on the sign pages (issue 35: /sign/login ≤ 150 KB).
 */
const Chevron = () => (
  <svg
    width={12}
    height={12}
    viewBox="0 0 15 15"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M5 5.5 7.5 3 10 5.5M5 9.5 7.5 12 10 9.5" />
  </svg>
);

/**
 * The sign pages' language (issue 35): the browser's to begin with, changed here for this device.
 * A native select: light, and each platform's own picker on a phone. Each language is named in
 * itself, so a visitor finds theirs whatever the page speaks.
 */
export const LanguageSwitch = () => {
  const t = useT();
  return (
    <InputBase
      component="select"
      pointer
      aria-label={t('common.language')}
      size="xs"
      w="auto"
      rightSection={<Chevron />}
      rightSectionPointerEvents="none"
      value={activeLocale()}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => {
        const locale = event.currentTarget.value;
        if (isLocale(locale)) void activateLocale(locale, { remember: true });
      }}
    >
      {LOCALES.map((locale) => (
        <option key={locale} value={locale}>
          {LOCALE_NAMES[locale]}
        </option>
      ))}
    </InputBase>
  );
};
