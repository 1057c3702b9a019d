import { Button, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ProgramDetails } from '@studio/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { usePlatform } from '../../../lib/use-platform';
import { ItemDetailsModal } from '../../library';
import { SaveButton } from '../../saved';
import { useProgram } from '../api/get-program';
import { programKeys } from '../api/query-keys';
import { BuyNotice } from '../components/buy-notice';
import { ProgramBanner } from '../components/program-banner';
import { ProgramWeeks } from '../components/program-weeks';
import { ProgramDetailsSkeleton } from '../components/skeletons';
import { useBuyProgram } from '../hooks/use-buy-program';
import { programIdOf } from '../program-words';

/** Spec M4: a finished program workout shows its check here too; the server knows it once played. */
const useRefreshAfterDetails = (id: number) => {
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const open = search.has('item');
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) void queryClient.invalidateQueries({ queryKey: programKeys.details(id) });
    wasOpen.current = open;
  }, [open, id, queryClient]);
};

const Details = ({ program }: { program: ProgramDetails }) => {
  const t = useT();
  useDocumentTitle(t('common.pageTitle', { page: program.title }));
  const { action, buy, busy, notice, dismiss } = useBuyProgram(program);
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <ProgramBanner program={program}>
          {action ? (
            <Button size="md" mt="lg" onClick={buy} loading={busy}>
              {action === 'buy_again' ? t('shared.programs.buyAgain') : t('shared.programs.buy')}
            </Button>
          ) : null}
        </ProgramBanner>
        <BuyNotice notice={notice} onClose={dismiss} />
      </Stack>
      <ProgramWeeks weeks={program.weeks} downloadable={program.has_purchased} />
    </Stack>
  );
};

const ProgramById = ({ id }: { id: number }) => {
  const program = useProgram(id);
  useRefreshAfterDetails(id);
  if (!program.data) return <ProgramDetailsSkeleton />;
  return <Details program={program.data} />;
};

/** /page/programs/details/{id} (spec M2): banner with the buy button, then the weeks. */
export const ProgramDetailsPage = () => {
  const t = useT();
  const id = programIdOf(useParams().id);
  const isPhone = usePlatform() !== 'web';
  if (id === null) return <Navigate to={paths.notFound} replace />;
  return (
    <Stack gap="md">
      {isPhone ? (
        <Button
          component={Link}
          to={paths.programs}
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          w="fit-content"
          px="xs"
        >
          {t('programs.details.back')}
        </Button>
      ) : null}
      <ProgramById key={id} id={id} />
      <ItemDetailsModal storeId="programs" save={SaveButton} />
    </Stack>
  );
};
