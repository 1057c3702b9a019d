import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { SignUpSchema } from '@studio/shared';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { firstVisit } from '../../../lib/first-visit';
import { browserLocale, useT } from '../../../lib/i18n';
import { signUp } from '../api/register';
import { ServerErrorAlert } from '../components/server-error-alert';
import { SignPageTitle } from '../components/sign-page-title';
import { useReferralToken } from '../hooks/use-referral-token';
import { useSignForm } from '../hooks/use-sign-form';
import { keepSignupIntent } from '../signup-intent';
import { browserTimeZone } from '../time-zone';
import classes from './signup-page.module.css';

/** /sign/signup (spec A2, A4): the session is kept (keep_session true), then onboarding. */
export const SignupPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const referralToken = useReferralToken();
  const { search } = useLocation();
  // A plan or program chosen on the storefront leads the onboarding to its buy page (issue 38).
  useEffect(() => keepSignupIntent(search), [search]);
  const { formProps, errors, isPending, serverError, clearServerError, blocked } = useSignForm({
    schema: SignUpSchema,
    defaults: { name: '', last_name: '', email: '', password: '', keep_session: true },
    send: async (values) => {
      await signUp({
        ...values,
        keep_session: true,
        time_zone: browserTimeZone(),
        referral_token: referralToken,
        // The member's language starts as the browser's (issue 35); none we speak: the studio's.
        language: browserLocale() ?? undefined,
        // Where the first visit came from (issue 38), for the owner's dashboard.
        attribution: firstVisit(),
      });
      navigate(paths.sign.workout, { replace: true });
    },
  });

  return (
    <Stack gap="lg">
      <SignPageTitle title={t('sign.signup.title')}>{t('sign.signup.intro')}</SignPageTitle>
      <form {...formProps}>
        <Stack gap="md">
          <div className={classes.names}>
            <TextInput
              label={t('sign.field.firstName')}
              autoComplete="given-name"
              name="name"
              defaultValue=""
              error={errors.name}
            />
            <TextInput
              label={t('sign.field.lastName')}
              autoComplete="family-name"
              name="last_name"
              defaultValue=""
              error={errors.last_name}
            />
          </div>
          <TextInput
            label={t('sign.field.email')}
            type="email"
            autoComplete="email"
            name="email"
            defaultValue=""
            error={errors.email}
          />
          <PasswordInput
            label={t('sign.field.password')}
            autoComplete="new-password"
            name="password"
            defaultValue=""
            error={errors.password}
          />
          <ServerErrorAlert message={serverError} onClose={clearServerError} />
          <Button type="submit" loading={isPending} disabled={blocked}>
            {t('sign.signup.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        {t('sign.signup.already')}{' '}
        <Anchor component={Link} to={paths.sign.login}>
          {t('sign.login.submit')}
        </Anchor>
      </Text>
    </Stack>
  );
};
