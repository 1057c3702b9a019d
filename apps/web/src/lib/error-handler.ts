import { notifications } from '@mantine/notifications';
import { offlineMessages } from '@studio/shared';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { ApiError, QueuedWrite } from './api-client';
import { t } from './i18n';
import { navigateTo } from './navigation';
import { clearAllStoredState, readSession } from './session';

/** The shared error handling of spec A8: 401 ends the session, 404 shows not-found, the rest a toast. */

let queryClient: QueryClient | null = null;

/** The client whose cache a 401 wipes; `createQueryClient` registers itself here. */
export const setErrorHandlerQueryClient = (client: QueryClient | null): void => {
  queryClient = client;
};

const flatten = (value: unknown): string[] => {
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(flatten);
  if (value && typeof value === 'object') return Object.values(value).flatMap(flatten);
  return [];
};

/** The server's `errors` (all of them), else its `message`, else the same looked up under `data`. */
const messagesOf = (body: unknown, depth = 0): string[] => {
  if (!body || typeof body !== 'object' || depth > 3) return [];
  const { errors, message, data } = body as { errors?: unknown; message?: unknown; data?: unknown };
  const fromErrors = flatten(errors);
  if (fromErrors.length > 0) return fromErrors;
  if (typeof message === 'string' && message) return [message];
  return messagesOf(data, depth + 1);
};

/** What a member reads about a failed call: one line per server message. */
export const apiErrorText = (error: unknown): string => {
  const list = messagesOf(error instanceof ApiError ? error.body : error);
  if (list.length > 0) return [...new Set(list)].join('\n');
  return error instanceof Error && error.message ? error.message : t('sign.toast.fallback');
};

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/** Spec A4: any 401 clears all stored state and goes to login. */
const endSession = (): void => {
  clearAllStoredState();
  queryClient?.clear();
  navigateTo(paths.sign.login);
};

/**
 * The error toast's red: the whole toast, white text on red.9 (5.4:1; Mantine's filled red.6 with
 * white is 3.3:1, under AA), not Mantine's default white card with a thin red bar.
 */
const RED_TOAST = {
  root: { backgroundColor: 'var(--mantine-color-red-9)', whiteSpace: 'pre-line' },
  title: { color: 'var(--mantine-color-white)' },
  description: { color: 'var(--mantine-color-white)' },
  closeButton: { color: 'var(--mantine-color-white)' },
} as const;

/** Red, centred, closable and never timing out (spec A8). Repeats of one message show once. */
export const showErrorToast = (text: string): void => {
  notifications.show({
    id: `api-error:${text}`,
    title: t('sign.toast.title'),
    message: text,
    color: 'red',
    position: 'top-center',
    autoClose: false,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': t('sign.toast.close') },
    styles: RED_TOAST,
  });
};

export type HandleApiErrorOptions = {
  /** The screen shows this error itself (sign forms): only a 401 of a stored session is handled here. */
  handledLocally?: boolean;
};

/**
 * The shared handler. Query and mutation caches call it for every failure; a form that shows an
 * error itself and still wants the shared behaviour (the profile form) calls it too.
 */
export const handleApiError = (error: unknown, options: HandleApiErrorOptions = {}): void => {
  if (isAbort(error)) return;
  if (error instanceof QueuedWrite) {
    // Kept by the service worker until the network is back: said once, in blue, not as a failure.
    notifications.show({
      id: 'offline-queued',
      title: t(offlineMessages.queuedTitle),
      message: t(offlineMessages.queued),
      color: 'blue',
      position: 'top-center',
      withCloseButton: true,
      closeButtonProps: { 'aria-label': t('sign.toast.close') },
    });
    return;
  }
  if (error instanceof ApiError && error.code === 'unauthorized') {
    // Without a stored session a 401 on a sign form is a wrong password, not an ended session:
    // the form shows the server's message and there is nothing to clear.
    if (options.handledLocally && readSession() === null) return;
    endSession();
    return;
  }
  if (options.handledLocally) return;
  if (error instanceof ApiError && error.code === 'not_found') {
    navigateTo(paths.notFound);
    window.scrollTo(0, 0);
    return;
  }
  showErrorToast(apiErrorText(error));
};
