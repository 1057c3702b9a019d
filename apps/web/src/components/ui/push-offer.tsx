import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { t } from '../../lib/i18n';
import { allowPush, pushState } from '../../lib/push';

const ASKED_KEY = 'studio.push.offered';
const OFFER_ID = 'push-offer';

/**
 * After a finished workout (issue 39): the moment a reminder makes sense to a member, so the offer
 * comes then, once, and only where the browser has not been asked. Its button is the gesture the
 * browser's own question needs; nothing is asked on a page's load.
 */
export const offerPushReminders = async (): Promise<void> => {
  if (window.localStorage.getItem(ASKED_KEY)) return;
  if ((await pushState()) !== 'off') return;
  window.localStorage.setItem(ASKED_KEY, '1');
  notifications.show({
    id: OFFER_ID,
    autoClose: false,
    withCloseButton: false,
    message: (
      <Stack gap="xs">
        <Text size="sm">{t('frame.push.offer')}</Text>
        <Group gap="xs">
          <Button
            size="xs"
            onClick={() => {
              notifications.hide(OFFER_ID);
              void allowPush().catch(() => undefined);
            }}
          >
            {t('frame.push.allow')}
          </Button>
          <Button size="xs" variant="default" onClick={() => notifications.hide(OFFER_ID)}>
            {t('frame.push.later')}
          </Button>
        </Group>
      </Stack>
    ),
  });
};
