/**
 * Spec A5 / M5: a form's submit is disabled while it is loading or while an error shows, whether a
 * field error or the server's message. Every form decides it here.
 */
export const isSubmitBlocked = ({
  pending,
  serverError = null,
  fieldErrors = {},
}: {
  pending: boolean;
  serverError?: string | null;
  fieldErrors?: object;
}): boolean => pending || serverError !== null || Object.keys(fieldErrors).length > 0;
