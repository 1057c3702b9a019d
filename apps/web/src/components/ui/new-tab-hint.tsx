import { VisuallyHidden } from '@mantine/core';

/** Tells screen-reader users that a link opens a new tab. */
export const NewTabHint = () => <VisuallyHidden> (opens in a new tab)</VisuallyHidden>;
