import { DOWNLOADS_CACHE, downloadKey } from '@studio/shared';
import type { PlayableItem } from '../video-source';
import { type Download, downloads, type Rendition, saveDownload } from './downloads-store';

type Variant = { info: string; uri: string; bandwidth: number; height: number | null };

const lines = (playlist: string) =>
  playlist
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** A master playlist's variants, each its `#EXT-X-STREAM-INF` line and its address. */
const variantsOf = (master: string): Variant[] => {
  const all = lines(master);
  return all.flatMap((line, i) => {
    const uri = all[i + 1];
    if (!line.startsWith('#EXT-X-STREAM-INF') || !uri || uri.startsWith('#')) return [];
    const bandwidth = Number(/BANDWIDTH=(\d+)/.exec(line)?.[1] ?? 0);
    const height = /RESOLUTION=\d+x(\d+)/.exec(line)?.[1];
    return [{ info: line, uri, bandwidth, height: height ? Number(height) : null }];
  });
};

/** The files a media playlist names: its init map and segments, as addresses beside it. */
const filesOf = (media: string, url: string): string[] => {
  const files = lines(media).flatMap((line) => {
    if (line.startsWith('#EXT-X-MAP')) {
      const uri = /URI="([^"]+)"/.exec(line)?.[1];
      return uri ? [uri] : [];
    }
    return line.startsWith('#') ? [] : [line];
  });
  return [...new Set(files)].map((file) => new URL(file, url).href);
};

const keyOf = (url: string): string => {
  const key = downloadKey(new URL(url).pathname);
  if (!key) throw new Error(`not a signed media address: ${url}`);
  return key;
};

const get = async (url: string, signal?: AbortSignal): Promise<Response> => {
  const answer = await fetch(url, { signal });
  if (!answer.ok) throw new Error(`${answer.status} ${url}`);
  return answer;
};

/** The downloads under way in this page, by class. */
const inFlight = new Map<string, Promise<Download>>();

/** How many files are fetched at once: a phone's connection stays busy without a long queue. */
const PARALLEL = 3;

/**
 * Downloads a class into the browser's storage to play offline (issue 36): the rendition chosen of
 * its HLS ladder (data saver: the lowest; HD: the highest), its playlist and every segment, kept
 * in the DOWNLOADS_CACHE by storage key (the service worker answers the player from there). The
 * master playlist is kept naming the chosen rendition alone, so the player offline asks for
 * nothing else. `onProgress` is told the share done (0 to 1).
 */
export const downloadVideo = (
  item: PlayableItem,
  rendition: Rendition,
  onProgress: (done: number) => void,
  signal?: AbortSignal,
): Promise<Download> => {
  // The same class asked again while it downloads (its own button and its week's): one download,
  // whose end both are told of.
  const key = `${item.kind}:${item.id}`;
  const running = inFlight.get(key);
  if (running)
    return running.then((entry) => {
      onProgress(1);
      return entry;
    });
  const download = fetchVideo(item, rendition, onProgress, signal).finally(() => inFlight.delete(key));
  inFlight.set(key, download);
  return download;
};

const fetchVideo = async (
  item: PlayableItem,
  rendition: Rendition,
  onProgress: (done: number) => void,
  signal?: AbortSignal,
): Promise<Download> => {
  if (!item.file_url_hls) throw new Error('no HLS address');
  const masterUrl = new URL(item.file_url_hls, window.location.href).href;
  const master = await (await get(masterUrl, signal)).text();
  const variants = variantsOf(master).sort((a, b) => a.bandwidth - b.bandwidth);
  const chosen = rendition === 'saver' ? variants[0] : variants.at(-1);
  const mediaUrl = chosen ? new URL(chosen.uri, masterUrl).href : masterUrl;
  const media = chosen ? await (await get(mediaUrl, signal)).text() : master;
  const files = filesOf(media, mediaUrl);

  const cache = await caches.open(DOWNLOADS_CACHE);
  const keys: string[] = [];
  let bytes = 0;
  let done = 0;
  const keep = async (key: string, body: ArrayBuffer | string, type: string) => {
    const size = typeof body === 'string' ? new TextEncoder().encode(body).length : body.byteLength;
    await cache.put(
      key,
      new Response(body, { headers: { 'content-type': type, 'content-length': String(size) } }),
    );
    keys.push(key);
    bytes += size;
  };
  // One file failing stops the others: a download is whole or not at all.
  const stop = new AbortController();
  signal?.addEventListener('abort', () => stop.abort(), { once: true });
  const queue = [...files];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined && !stop.signal.aborted; url = queue.shift()) {
      const answer = await get(url, stop.signal);
      await keep(keyOf(url), await answer.arrayBuffer(), answer.headers.get('content-type') ?? 'video/mp2t');
      done += 1;
      onProgress(done / (files.length + 1));
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(PARALLEL, files.length) }, worker));
    if (stop.signal.aborted) throw new DOMException('The download was stopped', 'AbortError');
    // The playlists last, once every file they name is in: a half-done download never plays.
    const playlistType = 'application/vnd.apple.mpegurl';
    if (chosen) {
      await keep(keyOf(mediaUrl), media, playlistType);
      await keep(keyOf(masterUrl), `#EXTM3U\n${chosen.info}\n${chosen.uri}\n`, playlistType);
    } else {
      await keep(keyOf(masterUrl), master, playlistType);
    }
  } catch (error) {
    // A file failed (the network, or the device's storage full): what came is deleted, but for the
    // files another download keeps.
    stop.abort();
    const owned = new Set(downloads().flatMap((entry) => entry.keys));
    await Promise.all(keys.filter((key) => !owned.has(key)).map((key) => cache.delete(key)));
    throw error;
  }
  onProgress(1);
  const now = Date.now();
  const entry: Download = {
    kind: item.kind,
    id: item.id,
    title: item.title,
    hls: masterUrl,
    duration: item.duration,
    rendition,
    height: chosen?.height ?? null,
    bytes,
    keys,
    savedAt: now,
    checkedAt: now,
  };
  saveDownload(entry);
  return entry;
};
