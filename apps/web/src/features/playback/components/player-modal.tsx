import { ActionIcon, Alert, Button, Group, Modal, SegmentedControl, Text } from '@mantine/core';
import {
  type FinishedAnswer,
  formatPosition,
  PLAYBACK_RATES,
  PLAYER_ERROR_CLOSE_MS,
  SKIP_SECONDS,
  skipTo,
  type WorkoutStatus,
} from '@studio/shared';
import {
  IconBadgeCc,
  IconCast,
  IconCastOff,
  IconDeviceTv,
  IconMaximize,
  IconPictureInPicture,
  IconPlayerPause,
  IconPlayerPlay,
  IconRewindBackward30,
  IconRewindForward30,
} from '@tabler/icons-react';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { isDownloaded } from '../downloads/downloads-store';
import { useCaptions } from '../hooks/use-captions';
import { useCast } from '../hooks/use-cast';
import { usePlayTracking } from '../hooks/use-play-tracking';
import { enterFullscreen, type Transport, usePlayerKeys } from '../hooks/use-player-keys';
import { usePositionSaving } from '../hooks/use-position-saving';
import { useRemotePlayback } from '../hooks/use-remote-playback';
import { LiveChat } from '../live/components/live-chat';
import { attachVideo, type PlayableItem, videoSourcesOf } from '../video-source';
import { FeedbackDialog } from './feedback-dialog';
import classes from './player.module.css';

/** Our wording: the spec only says that a player error closes the player (M4, M8). */

export type PlayerModalProps = {
  /** With `on_air`, a live class its coach streams through Studio now: its chat beside it (issue 37). */
  item: PlayableItem;
  onClose: () => void;
  onStarted?: (status: WorkoutStatus) => void;
  onFinished?: (answer: FinishedAnswer) => void;
  /** Where to start, in seconds (a resumed position; issue 19). */
  startAt?: number;
};

/** A button of the player's row shown as its icon alone, named for screen readers and on hover. */
const PlayerIcon = ({
  label,
  icon: Icon,
  loading,
  onClick,
}: {
  label: string;
  icon: ComponentType<{ size: number; 'aria-hidden': boolean }>;
  loading?: boolean;
  onClick: () => void;
}) => (
  <ActionIcon
    variant="default"
    size={36}
    aria-label={label}
    title={label}
    loading={loading}
    onClick={onClick}
  >
    <Icon size={18} aria-hidden />
  </ActionIcon>
);

/** A video in native fullscreen would hide the feedback dialog: leave it first. */
const leaveNativeFullscreen = (video: HTMLVideoElement | null) => {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
  (video as (HTMLVideoElement & { webkitExitFullscreen?: () => void }) | null)?.webkitExitFullscreen?.();
};

/**
 * The full-screen player (spec M2, M4), mounted for one opening: a new opening starts counting
 * afresh. Escape and the close button close it; while feedback shows, Escape skips the feedback.
 */
export const PlayerModal = ({ item, onClose, onStarted, onFinished, startAt = 0 }: PlayerModalProps) => {
  const t = useT();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [failed, setFailed] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  // hls.js and the video element may both report one failure: the close is planned once.
  const fail = useCallback(() => {
    if (closeTimer.current !== undefined) return;
    setFailed(true);
    closeTimer.current = setTimeout(() => latestClose.current(), PLAYER_ERROR_CLOSE_MS);
  }, []);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Before the source's effect: its cleanup (hls.js emptying the element) runs after this one's save.
  usePositionSaving({ item, video });

  // A resumed play starts where the member stopped, kept inside the file (a demo file is 6 s long).
  const startRef = useRef(startAt);
  useEffect(() => {
    if (!video || startRef.current <= 0) return;
    const seek = () => {
      const end = Number.isFinite(video.duration) ? Math.max(0, video.duration - 1) : startRef.current;
      video.currentTime = Math.min(startRef.current, end);
      startRef.current = 0;
    };
    if (video.readyState >= 1) seek();
    else video.addEventListener('loadedmetadata', seek, { once: true });
    return () => video.removeEventListener('loadedmetadata', seek);
  }, [video]);

  // A live class plays at its live edge: no skipping ahead, no speed, no chapters (issue 37).
  const live = item.kind === 'live_training';
  const onAir = live && item.on_air === true;
  const captionTracks = item.captions ?? [];
  const captions = useCaptions(video, captionTracks);
  const chapters = live ? [] : (item.chapters ?? []);

  // Keyed by the URLs, not the item object: marking the item completed mid-play must not reload it.
  const { hls, mp4 } = videoSourcesOf(item);
  const { kind, id } = item;
  useEffect(() => {
    if (!video) return;
    return attachVideo(video, { hls, mp4 }, fail, { downloaded: isDownloaded({ kind, id }) });
  }, [video, hls, mp4, fail, kind, id]);

  // A TV through Chromecast, or another screen through the browser's Remote Playback (issue 36).
  const cast = useCast({ item, hls, live, video });
  const remotePlayback = useRemotePlayback(video);
  const casting = cast.castingTo !== null;
  usePlayTracking({
    item,
    video,
    remote: cast.clock,
    onStarted,
    onFinished,
    onFeedbackDue: () => {
      leaveNativeFullscreen(video);
      setFeedbackOpen(true);
    },
  });
  // Play, pause and seeks go where the video plays: the TV while casting.
  const transport: Transport = casting
    ? {
        togglePlay: cast.togglePlay,
        skip: (seconds) => cast.seekTo(skipTo(cast.currentTime(), seconds, cast.duration())),
      }
    : {
        togglePlay: () => {
          if (!video) return;
          if (video.paused) void video.play().catch(() => {});
          else video.pause();
        },
        skip: (seconds) => {
          if (video) video.currentTime = skipTo(video.currentTime, seconds, video.duration);
        },
      };

  const noCaptions = useCallback(() => {}, []);
  usePlayerKeys({
    video,
    transport,
    enabled: !feedbackOpen,
    toggleCaptions: captions.available ? captions.toggle : noCaptions,
  });
  const [rate, setRate] = useState(1);
  const changeRate = (value: string) => {
    const next = Number(value);
    setRate(next);
    if (video) video.playbackRate = next;
  };
  const canPictureInPicture = typeof document !== 'undefined' && document.pictureInPictureEnabled === true;
  const togglePictureInPicture = () => {
    if (!video) return;
    if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => {});
    else void video.requestPictureInPicture().catch(() => {});
  };

  const jump = (seconds: number) => {
    if (casting) cast.seekTo(skipTo(0, seconds, cast.duration()));
    else if (video) video.currentTime = skipTo(0, seconds, video.duration);
  };

  const player = (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: the tracks are there when the workout has captions. */}
      <video
        ref={setVideo}
        className={chapters.length > 0 ? `${classes.video} ${classes.withChapters}` : classes.video}
        controls
        autoPlay
        playsInline
        // AirPlay on Safari and iOS (issue 36): the native HLS source there keeps it available.
        x-webkit-airplay="allow"
        aria-label={item.title}
        onError={fail}
      >
        {captionTracks.map((track) => (
          <track
            key={track.language}
            kind="captions"
            src={track.src}
            srcLang={track.language}
            label={track.label}
          />
        ))}
      </video>
      {casting ? (
        <Group justify="center" gap="sm" role="status">
          <IconDeviceTv size={20} aria-hidden />
          <Text fw={600}>{t('library.player.castingTo', { device: cast.castingTo ?? '' })}</Text>
          <Button
            variant="white"
            leftSection={
              cast.paused ? (
                <IconPlayerPlay size={18} aria-hidden />
              ) : (
                <IconPlayerPause size={18} aria-hidden />
              )
            }
            onClick={cast.togglePlay}
          >
            {cast.paused ? t('library.player.play') : t('library.player.pause')}
          </Button>
          <Button variant="default" leftSection={<IconCastOff size={18} aria-hidden />} onClick={cast.stop}>
            {t('library.player.stopCasting')}
          </Button>
        </Group>
      ) : null}
      {failed ? (
        <Alert color="red" variant="filled" role="alert">
          {t('shared.library.playerError')}
        </Alert>
      ) : null}
      <Group justify="center" gap="md">
        {live ? null : (
          <>
            <Button
              variant="default"
              leftSection={<IconRewindBackward30 size={18} aria-hidden />}
              onClick={() => transport.skip(-SKIP_SECONDS)}
            >
              {t('library.player.back', { seconds: SKIP_SECONDS })}
            </Button>
            <Button
              variant="default"
              rightSection={<IconRewindForward30 size={18} aria-hidden />}
              onClick={() => transport.skip(SKIP_SECONDS)}
            >
              {t('library.player.forward', { seconds: SKIP_SECONDS })}
            </Button>
          </>
        )}
        {captions.available ? (
          <Button
            variant={captions.on ? 'white' : 'default'}
            leftSection={<IconBadgeCc size={18} aria-hidden />}
            aria-pressed={captions.on}
            onClick={captions.toggle}
          >
            {t('library.player.captions')}
          </Button>
        ) : null}
        {/* Icons alone (named for screen readers and on hover): the row fits a phone's width. */}
        {canPictureInPicture ? (
          <PlayerIcon
            label={t('library.player.pictureInPicture')}
            icon={IconPictureInPicture}
            onClick={togglePictureInPicture}
          />
        ) : null}
        {cast.available && !casting ? (
          <PlayerIcon
            label={t('library.player.cast')}
            icon={IconCast}
            loading={cast.connecting}
            onClick={cast.start}
          />
        ) : null}
        {remotePlayback.available && !cast.available ? (
          <PlayerIcon
            label={t('library.player.otherScreen')}
            icon={IconDeviceTv}
            onClick={remotePlayback.prompt}
          />
        ) : null}
        <PlayerIcon
          label={t('library.player.fullScreen')}
          icon={IconMaximize}
          onClick={() => video && enterFullscreen(video)}
        />
      </Group>
      {live ? null : (
        <Group justify="center" gap="sm">
          <SegmentedControl
            aria-label={t('library.player.speed')}
            size="xs"
            value={String(rate)}
            onChange={changeRate}
            data={PLAYBACK_RATES.map((value) => ({
              value: String(value),
              label: t('library.player.rate', { rate: value }),
            }))}
          />
          <Text size="xs" visibleFrom="sm">
            {t('library.player.keys', { seconds: SKIP_SECONDS })}
          </Text>
        </Group>
      )}
      {chapters.length > 0 ? (
        <nav aria-label={t('library.player.chapters')} className={classes.chapters}>
          <Text component="h2" size="sm" fw={600}>
            {t('library.player.chapters')}
          </Text>
          <Group gap="xs" wrap="wrap">
            {chapters.map((chapter) => (
              <Button
                key={`${chapter.start_seconds}-${chapter.title}`}
                size="xs"
                variant="default"
                onClick={() => jump(chapter.start_seconds)}
              >
                {formatPosition(chapter.start_seconds)} {chapter.title}
              </Button>
            ))}
          </Group>
        </nav>
      ) : null}
    </>
  );

  return (
    <>
      <Modal
        opened
        onClose={onClose}
        fullScreen
        title={item.title}
        zIndex={300}
        closeOnEscape={!feedbackOpen}
        trapFocus={!feedbackOpen}
        closeButtonProps={{ 'aria-label': t('library.player.close') }}
        classNames={{
          content: classes.content,
          header: classes.header,
          close: classes.close,
          body: classes.body,
        }}
      >
        {onAir ? (
          <div className={classes.live}>
            <div className={classes.stage}>{player}</div>
            <LiveChat itemId={item.id} className={classes.chat} />
          </div>
        ) : (
          player
        )}
      </Modal>
      <FeedbackDialog
        item={item}
        opened={feedbackOpen}
        onSkip={() => setFeedbackOpen(false)}
        onSent={onClose}
      />
    </>
  );
};
