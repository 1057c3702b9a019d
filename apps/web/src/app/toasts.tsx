import { useNotifications } from '@mantine/notifications';
import { type ComponentType, useEffect, useState } from 'react';

type ToastHostModule = { ToastHost: ComponentType };

let hostModule: Promise<ToastHostModule> | null = null;

/**
 * Loads the toast renderer (Mantine's Notifications, with its transitions and portal: a tenth of
 * the sign pages' JavaScript, which they never use since their forms show errors themselves).
 * A failed load is forgotten so the next toast tries again.
 */
export const loadToastHost = (): Promise<ToastHostModule> => {
  hostModule ??= import('./toast-host').catch((error: unknown) => {
    hostModule = null;
    throw error;
  });
  return hostModule;
};

/**
 * Mounts the toast renderer with the first toast. `notifications.show` needs no mounted renderer:
 * the toast waits in Mantine's store and appears as soon as the renderer mounts. The member pages'
 * layout loads the renderer with itself, so their toasts need no download (a dropped connection).
 */
export const Toasts = () => {
  const toasts = useNotifications();
  const [host, setHost] = useState<ToastHostModule | null>(null);

  useEffect(() => {
    if (host || toasts.notifications.length + toasts.queue.length === 0) return;
    let current = true;
    loadToastHost().then(
      (module) => {
        if (current) setHost(module);
      },
      () => {
        // Not loaded (offline): the next change of the toasts tries again.
      },
    );
    return () => {
      current = false;
    };
  }, [host, toasts]);

  return host ? <host.ToastHost /> : null;
};
