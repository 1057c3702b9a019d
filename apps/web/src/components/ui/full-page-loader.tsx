import { Center, Loader } from '@mantine/core';
import { useT } from '../../lib/i18n';

/** While the member or a page's code is loading. */
export const FullPageLoader = () => {
  const t = useT();
  return (
    <Center h="60vh" role="status" aria-label={t('sign.ui.loading')}>
      <Loader />
    </Center>
  );
};
