import { Center, Loader } from '@mantine/core';
import { tWhenLoaded, useT } from '../../lib/i18n';

/**
 * While the member or a page's code is loading. The app's very first loader shows before any words
 * have arrived: it is named once they have (rather than by its message id).
 */
export const FullPageLoader = () => {
  useT(); // named again when the language changes
  return (
    <Center h="60vh" role="status" aria-label={tWhenLoaded('sign.ui.loading')}>
      <Loader />
    </Center>
  );
};
