import { NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import {
  LOCALE_NAMES,
  LOCALES,
  type StudioSettings,
  type UpdateStudioSettings,
  UpdateStudioSettingsSchema,
} from '@studio/shared';
import { LoadError } from '../../../../components/ui/load-error';
import { useT } from '../../../../lib/i18n';
import { ConsoleForm } from '../../shared/components/console-form';
import { useConsoleForm } from '../../shared/hooks/use-console-form';
import { useSaveStudioSettings, useStudioSettings } from '../api/studio-settings';

/** Each language named in itself, as every language switch lists them. */
const CHOICES = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

const LanguageForm = ({ settings }: { settings: StudioSettings }) => {
  const t = useT();
  const { form, formProps } = useConsoleForm({
    schema: UpdateStudioSettingsSchema,
    defaults: { language: settings.language } as UpdateStudioSettings,
    mutation: useSaveStudioSettings(),
    valuesOf: (saved) => ({ language: saved.language }),
    doneText: (saved) => t('settings.language.saved', { language: LOCALE_NAMES[saved.language] }),
  });
  return (
    <ConsoleForm
      {...formProps}
      title={t('settings.language.title')}
      hint={t('settings.language.hint')}
      submitLabel={t('settings.language.save')}
    >
      <NativeSelect
        label={t('settings.language.label')}
        data={CHOICES}
        {...form.register('language')}
        error={form.errors.language?.message}
      />
      <TextInput
        label={t('settings.currency.label')}
        description={t('settings.currency.hint')}
        value={settings.currency}
        readOnly
      />
    </ConsoleForm>
  );
};

/** The studio's settings (issue 35, owner): its default language; its currency, as configured. */
export const SettingsPage = () => {
  const t = useT();
  const settings = useStudioSettings();
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1} size="h2">
        {t('settings.page.title')}
      </Title>
      {settings.isError ? (
        <LoadError
          what={t('settings.page.loadWhat')}
          onRetry={() => settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : settings.data ? (
        <LanguageForm key={settings.data.language} settings={settings.data} />
      ) : null}
    </Stack>
  );
};
