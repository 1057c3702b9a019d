import { useEffect, useRef } from 'react';

/**
 * A wizard step replaces the control that had the keyboard's focus: the new step takes it, so a
 * keyboard member goes on from where the eye goes on.
 */
export const useFocusOnMount = <T extends HTMLElement>() => {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
};
