import { useSearchParams } from 'react-router';

/** Spec M2: `?form_open=true` opens a page's add dialog (the home reminder cards link with it). */
export const FORM_OPEN_PARAM = 'form_open';

/**
 * The add dialog's open state, kept in the address so that a link opens it even from its own page;
 * closing drops the query so that a reload does not open it again.
 */
export const useFormOpen = () => {
  const [params, setParams] = useSearchParams();
  const setOpen = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set(FORM_OPEN_PARAM, 'true');
        else next.delete(FORM_OPEN_PARAM);
        return next;
      },
      { replace: true },
    );
  return [params.get(FORM_OPEN_PARAM) === 'true', setOpen] as const;
};
