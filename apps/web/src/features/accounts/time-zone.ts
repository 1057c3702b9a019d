/** The browser's IANA time zone, sent at sign-in and sign-up: a member's days are in their zone (DESIGN 3a). */
export const browserTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};
