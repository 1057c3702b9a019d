import { NativeSelect, Stack, Switch, TextInput, Title } from '@mantine/core';
import {
  LOCALE_NAMES,
  LOCALES,
  ReplaySettingSchema,
  type StudioSettings,
  type UpdateStudioSettings,
  UpdateStudioSettingsSchema,
} from '@studio/shared';
import { Controller } from 'react-hook-form';
import { LoadError } from '../../../../components/ui/load-error';
import { useT } from '../../../../lib/i18n';
import { ConsoleForm } from '../../shared/components/console-form';
import { useConsoleForm } from '../../shared/hooks/use-console-form';
import { useSaveReplaySetting, useSaveStudioSettings, useStudioSettings } from '../api/studio-settings';

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

/** Live classes' replays shown to members once ready, or kept hidden for a coach to show (issue 37). */
const ReplaysForm = ({ settings }: { settings: StudioSettings }) => {
  const t = useT();
  const { form, formProps } = useConsoleForm({
    schema: ReplaySettingSchema,
    defaults: { publish_replays: settings.publish_replays },
    mutation: useSaveReplaySetting(),
    valuesOf: (saved) => ({ publish_replays: saved.publish_replays }),
    doneText: (saved) => (saved.publish_replays ? t('studio.replays.savedOn') : t('studio.replays.savedOff')),
  });
  return (
    <ConsoleForm {...formProps} title={t('studio.replays.title')} submitLabel={t('studio.replays.save')}>
      <Controller
        control={form.control}
        name="publish_replays"
        render={({ field }) => (
          <Switch
            label={t('studio.replays.label')}
            description={t('studio.replays.about')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={form.errors.publish_replays?.message}
          />
        )}
      />
    </ConsoleForm>
  );
};

/**
 * The studio's settings (issue 35, owner): its default language; its currency, as configured;
 * whether live classes' replays publish themselves (issue 37).
 */
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
        <>
          <LanguageForm key={settings.data.language} settings={settings.data} />
          <ReplaysForm settings={settings.data} />
        </>
      ) : null}
    </Stack>
  );
};
