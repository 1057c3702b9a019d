import { notifications } from '@mantine/notifications';
import { offlineMessages } from '@studio/shared';
import { useQueryClient } from '@tanstack/react-query';
import { createElement, useEffect } from 'react';
import { t } from '../../lib/i18n';
import { UpdateToast } from './update-toast';

let started = false;

/**
 * Starts the service worker once the member's first page is up and the browser is idle (decision
 * 0034): its code and the precache download never compete with the page. Only built apps have one.
 */
export const useServiceWorker = (): void => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    started = true;
    const start = () =>
      import('../../lib/service-worker').then(
        ({ startServiceWorker }) =>
          startServiceWorker({
            onUpdate: (reload) =>
              notifications.show({
                id: 'app-update',
                title: t(offlineMessages.updateAvailable),
                message: createElement(UpdateToast, { onReload: reload }),
                color: 'indigo',
                position: 'top-center',
                autoClose: false,
                withCloseButton: true,
                closeButtonProps: { 'aria-label': t('sign.toast.close') },
              }),
            onOutboxChange: () => void queryClient.invalidateQueries(),
          }),
        () => {
          started = false;
        },
      );
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void start(), { timeout: 5_000 });
    else setTimeout(() => void start(), 2_000);
  }, [queryClient]);
};
