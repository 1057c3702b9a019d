import { Stack, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { Item } from '@studio/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { useT } from '../../../lib/i18n';
import { lazyComponent } from '../../../lib/lazy-component';
import { ChallengesTeaser } from '../../challenges';
import { ItemDetailsModal, ItemSlider, markItemCompleted, useItemParam } from '../../library';
import { ResumablePlayer } from '../../playback';
import { StreakCard } from '../../profile';
import { programKeys } from '../../programs';
import { SaveButton } from '../../saved';
import { HOME_QUERY_KEY, useHome } from '../api/get-home';
import { DailyPhrase, HomeSkeleton } from '../components/daily-phrase';
import { HomeCards, HomeCardsSkeleton } from '../components/home-cards';
import { HomeTiles } from '../components/home-tiles';
import { MantraBanner } from '../components/mantra-banner';
import { ProgramToday } from '../components/program-today';
import { TodaysMeals } from '../components/todays-meals';

// A full-screen dialog few members ever see: its code (and Mantine's Modal) comes when it opens.
const CompletionPrompt = lazyComponent(
  () => import('../components/completion-prompt'),
  (m) => m.CompletionPrompt,
);

/** Home's content for one mount: closing the completion prompt remounts it (spec M4). */
const HomeContent = ({ onRemount }: { onRemount: () => void }) => {
  const t = useT();
  const queryClient = useQueryClient();
  const { data, isError, refetch } = useHome();
  // Rendered with the answer in a background render, in slices: one piece was a long task on a
  // phone (issue 13, Lighthouse's blocking time). Until then the skeletons stay.
  const home = useDeferredValue(data);
  const waiting = home === undefined && !isError;
  const [playing, setPlaying] = useState<Item | null>(null);
  // Details opened from "Continue watching" may have played or finished it: read home again on close.
  const { current: detailsOpen } = useItemParam();
  const hadDetails = useRef(false);
  useEffect(() => {
    if (hadDetails.current && !detailsOpen) void queryClient.invalidateQueries({ queryKey: HOME_QUERY_KEY });
    hadDetails.current = detailsOpen !== null;
  }, [detailsOpen, queryClient]);

  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: HOME_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: programKeys.all }),
    ]);
  const startWorkout = () => {
    const item = home?.workout?.exercises[0];
    if (item) setPlaying(item);
  };

  return (
    <>
      {!home?.daily_phrase && !isError ? <HomeSkeleton /> : null}
      {isError ? <LoadError what={t('home.page.loadWhat')} onRetry={() => void refetch()} /> : null}
      {home?.program ? <ProgramToday home={home} onStart={setPlaying} /> : null}
      {home?.streak ? <StreakCard streak={home.streak} /> : null}
      {home ? <ChallengesTeaser /> : null}
      {waiting ? <HomeCardsSkeleton /> : null}
      {/* Classes streaming now (issue 37): first, they will not wait. */}
      {home && home.live_now.length > 0 ? (
        <ItemSlider
          title={t('home.page.liveNow')}
          items={home.live_now}
          storeId="on_demand"
          save={SaveButton}
        />
      ) : null}
      {home && home.continue_watching.length > 0 ? (
        <ItemSlider
          title={t('home.page.continueWatching')}
          items={home.continue_watching}
          storeId="on_demand"
          save={SaveButton}
        />
      ) : null}
      {home && !home.program ? <HomeTiles /> : null}
      {home?.program ? (
        <>
          <HomeCards cards={home.dynamic_cards} onStartWorkout={startWorkout} />
          <TodaysMeals meals={home.meals} />
        </>
      ) : null}
      {home?.daily_phrase ? <DailyPhrase text={home.daily_phrase.text} /> : null}
      {home?.program && home.completion_prompt_url ? (
        <Suspense fallback={null}>
          <CompletionPrompt programId={home.program.id} url={home.completion_prompt_url} onDone={onRemount} />
        </Suspense>
      ) : null}
      {playing ? (
        <ResumablePlayer
          item={playing}
          onClose={() => {
            setPlaying(null);
            void reload();
          }}
          onFinished={() => {
            markItemCompleted(queryClient, { kind: playing.kind, id: playing.id });
            void reload();
          }}
        />
      ) : null}
      <ItemDetailsModal storeId="nutrition" save={SaveButton} />
    </>
  );
};

/**
 * /page/home (spec M2): the mantra banner; three skeletons while the daily phrase is missing; with
 * no program the four tiles, with one the program banner or carousel, the reminder cards and
 * today's meals; the daily mantra; the completion prompt when a completed program has one.
 */
export const HomePage = () => {
  const t = useT();
  useDocumentTitle(t('common.pageTitle', { page: t('home.page.title') }));
  const [mount, setMount] = useState(0);
  return (
    <Stack gap="xl">
      <VisuallyHidden>
        <Title order={1}>{t('home.page.title')}</Title>
      </VisuallyHidden>
      <MantraBanner />
      <HomeContent key={mount} onRemount={() => setMount((value) => value + 1)} />
    </Stack>
  );
};
