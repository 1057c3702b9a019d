import { type FocusEvent, useCallback, useState } from 'react';
import { apiErrorText } from '../../../lib/error-handler';

const isField = (target: EventTarget): boolean =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

/**
 * The sign forms' server message (spec A8): shown in a closable red chip until it is closed or
 * any field gets the focus. `onFocus` goes on the `<form>`: focus events bubble in React.
 */
export const useServerError = () => {
  const [serverError, setServerError] = useState<string | null>(null);
  const clear = useCallback(() => setServerError(null), []);
  const show = useCallback((error: unknown) => setServerError(apiErrorText(error)), []);
  const onFocus = useCallback((event: FocusEvent<HTMLFormElement>) => {
    if (isField(event.target)) setServerError(null);
  }, []);
  return { serverError, show, clear, onFocus };
};
