import { Paper, Text } from '@mantine/core';
import { useT } from '../../../lib/i18n';
import { useMe, useSession } from '../../accounts';
import { mantraFor } from '../mantras';

/** The rotating mantra of home (spec M1): shown only when a token exists. */
export const MantraBanner = ({ date = new Date() }: { date?: Date }) => {
  const t = useT();
  const { session } = useSession();
  const { data: user } = useMe();
  if (!session?.token || !user) return null;
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} radius="lg" bg="indigo.8" c="white">
      <Text fz={{ base: 'xl', sm: 28 }} fw={700} lh={1.3}>
        {mantraFor(user.name, date, t)}
      </Text>
    </Paper>
  );
};
