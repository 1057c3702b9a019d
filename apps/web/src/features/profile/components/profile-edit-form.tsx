// The date picker's styles come with the one form that has it, not with every first page.
import '@mantine/dates/styles.css';
import type { MessageId } from '@lingui/core';
import {
  Button,
  Group,
  Input,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { BIRTHDAY_MIN, isLocale, type Locale, ProfileEditSchema, type User } from '@studio/shared';
import dayjs from 'dayjs';
// The birthday picker's month and weekday names in the languages members read (issue 35).
import 'dayjs/locale/es';
import 'dayjs/locale/pt-br';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FormError } from '../../../components/ui/form-error';
import { paths } from '../../../config/paths';
import { handleApiError } from '../../../lib/error-handler';
import { activeLocale, useT } from '../../../lib/i18n';
import { useServerForm } from '../../../lib/use-server-form';
import { useChangePassword } from '../api/change-password';
import { useUpdateUser } from '../api/update-user';
import { dataUrlToBlob } from '../utils/crop-image';
import { AvatarField } from './avatar-field';

const MEASUREMENT_OPTIONS = [
  { value: '1', label: 'profile.edit.metric' },
  { value: '2', label: 'profile.edit.imperial' },
] as const satisfies readonly { value: string; label: MessageId }[];

const BIRTHDAY_PICKER_LABELS = {
  previousDecade: 'profile.edit.previousDecade',
  nextDecade: 'profile.edit.nextDecade',
  previousYear: 'profile.edit.previousYear',
  nextYear: 'profile.edit.nextYear',
  previousMonth: 'profile.edit.previousMonth',
  nextMonth: 'profile.edit.nextMonth',
  yearLevelControl: 'profile.edit.chooseDecade',
  monthLevelControl: 'profile.edit.chooseMonth',
} as const satisfies Record<string, MessageId>;

/** Server field names (UpdateUserSchema, ChangePasswordSchema) → the form's; the avatar is kept outside it. */
const SERVER_FIELDS = {
  name: 'name',
  last_name: 'last_name',
  birthday: 'birthday',
  measurement_standard: 'measurement_standard',
  password: 'new_password',
  password_confirmation: 'new_password_confirm',
  current_password: 'current_password',
  avatar: 'avatar',
};

type ProfileEditFormProps = { user: User };

/** The birthday picker in the reader's language: dayjs's names, and the long date as it writes it. */
const DATE_PICKER: Record<Locale, { locale: string; valueFormat: string }> = {
  en: { locale: 'en', valueFormat: 'MMMM D, YYYY' },
  'pt-BR': { locale: 'pt-br', valueFormat: 'D [de] MMMM [de] YYYY' },
  es: { locale: 'es', valueFormat: 'D [de] MMMM [de] YYYY' },
};

/** /page/profile/setup: the member's own details (spec A5, M2, M5). E-mail is read-only. */
export const ProfileEditForm = ({ user }: ProfileEditFormProps) => {
  const t = useT();
  const active = activeLocale();
  const picker = DATE_PICKER[isLocale(active) ? active : 'en'];
  const navigate = useNavigate();
  const updateUser = useUpdateUser();
  const changePassword = useChangePassword();
  // Only a newly cropped picture is sent; the stored one stays a URL on the server.
  const [avatar, setAvatar] = useState<string | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const birthdayId = useId();

  const {
    register,
    control,
    handleSubmit,
    clearServerError,
    watch,
    formState,
    errors,
    serverError,
    showServerErrors,
    isBlocked,
  } = useServerForm({
    schema: ProfileEditSchema,
    serverFields: SERVER_FIELDS,
    defaultValues: {
      name: user.name,
      last_name: user.last_name,
      birthday: user.birthday,
      measurement_standard: String(user.measurement_standard) as '1' | '2',
      new_password: '',
      new_password_confirm: '',
      current_password: '',
    },
  });
  const { isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateUser.mutateAsync({
        id: user.id,
        data: {
          name: values.name,
          last_name: values.last_name,
          birthday: values.birthday ?? null,
          measurement_standard: values.measurement_standard,
        },
        ...(avatar && { avatar: dataUrlToBlob(avatar) }),
      });
      if (values.new_password) {
        await changePassword.mutateAsync({
          current_password: values.current_password ?? '',
          password: values.new_password,
          password_confirmation: values.new_password_confirm ?? '',
        });
      }
      navigate(paths.profile);
    } catch (error) {
      setAvatarError(showServerErrors(error).avatar ?? null);
      handleApiError(error);
    }
  });

  const today = dayjs().format('YYYY-MM-DD');
  const newPassword = watch('new_password');

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <AvatarField
          value={avatar ?? user.avatar}
          error={avatarError ?? undefined}
          disabled={isSubmitting}
          onChange={(dataUrl) => {
            setAvatar(dataUrl);
            setAvatarError(null);
            clearServerError();
          }}
        />

        <div>
          {/* Spec A5: the e-mail is read-only, so it shows as text, not as a disabled input. */}
          <Input.Label labelElement="div">{t('profile.edit.email')}</Input.Label>
          <Text>{user.email}</Text>
        </div>

        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile.edit.name')}
            autoComplete="given-name"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextInput
            label={t('profile.edit.lastName')}
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </SimpleGrid>

        <Controller
          control={control}
          name="birthday"
          render={({ field }) => (
            <DatePickerInput
              id={birthdayId}
              // Mantine labels the picker's dialog by the popover id, which its input's own id
              // replaces on the button; pointing it at the field's label names the dialog "Birthday".
              popoverProps={{ id: `${birthdayId}-label` }}
              label={t('profile.edit.birthday')}
              placeholder={t('profile.edit.birthdayPlaceholder')}
              clearable
              clearButtonProps={{ 'aria-label': t('profile.edit.clearDate') }}
              ariaLabels={Object.fromEntries(
                Object.entries(BIRTHDAY_PICKER_LABELS).map(([control, label]) => [control, t(label)]),
              )}
              // Spec M5: the picker opens on the year view, between 1930-01-01 and today.
              defaultLevel="decade"
              locale={picker.locale}
              valueFormat={picker.valueFormat}
              minDate={BIRTHDAY_MIN}
              maxDate={today}
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.birthday?.message}
            />
          )}
        />

        <Controller
          control={control}
          name="measurement_standard"
          render={({ field }) => (
            <Radio.Group
              label={t('profile.edit.standard')}
              value={String(field.value)}
              onChange={field.onChange}
              error={errors.measurement_standard?.message}
            >
              <Group mt="xs">
                {MEASUREMENT_OPTIONS.map((option) => (
                  <Radio key={option.value} value={option.value} label={t(option.label)} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />

        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label={t('profile.edit.newPassword')}
            autoComplete="new-password"
            error={errors.new_password?.message}
            {...register('new_password', { deps: ['new_password_confirm'] })}
          />
          <PasswordInput
            label={t('profile.edit.confirmPassword')}
            autoComplete="new-password"
            error={errors.new_password_confirm?.message}
            {...register('new_password_confirm')}
          />
        </SimpleGrid>
        {/* A new password needs the current one: a session alone cannot change it (issue 14). */}
        {newPassword && (
          <PasswordInput
            label={t('profile.currentPassword')}
            autoComplete="current-password"
            error={errors.current_password?.message}
            {...register('current_password')}
          />
        )}

        <FormError message={serverError} />

        <Group justify="flex-end">
          <Button component={Link} to={paths.profile} variant="default">
            {t('profile.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={isBlocked(isSubmitting, avatarError)}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
