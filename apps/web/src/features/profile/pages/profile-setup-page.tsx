import { Divider, Skeleton, Stack, Title } from '@mantine/core';
import { useT } from '../../../lib/i18n';
import { useMe } from '../../accounts';
import { AppearanceSection } from '../components/appearance-settings';
import { ExportDataSection } from '../components/export-data-section';
import { LanguageSection } from '../components/language-settings';
import { MailSettingsSection } from '../components/mail-settings';
import { NotificationSettingsSection } from '../components/notification-settings';
import { ProfileActions } from '../components/profile-actions';
import { ProfileEditForm } from '../components/profile-edit-form';

/**
 * /page/profile/setup: profile edit, notifications, mail settings, appearance (light, dark, system), the data
 * export, and the subscription, support and delete-account actions.
 */
export const ProfileSetupPage = () => {
  const t = useT();
  const { data: user } = useMe();
  return (
    <Stack gap="xl" maw={640} w="100%" mx="auto">
      <Title order={1} size="h2">
        {t('profile.setup.title')}
      </Title>
      {/* Keyed by user so the form's defaults are the loaded user's, not a placeholder's. */}
      {user ? <ProfileEditForm key={user.id} user={user} /> : <Skeleton height={480} radius="md" />}
      <Divider />
      {user ? <LanguageSection user={user} /> : null}
      <Divider />
      <NotificationSettingsSection />
      <Divider />
      <MailSettingsSection />
      <Divider />
      <AppearanceSection />
      <Divider />
      <ExportDataSection />
      <Divider />
      <ProfileActions />
    </Stack>
  );
};
