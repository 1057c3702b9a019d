/**
 * Whether an HLS address's segments are fragmented MP4 (the catalogue's demo videos: `#EXT-X-MAP`)
 * or MPEG-TS (the ladder Studio makes of an upload): the Cast receiver must be told which. A master
 * playlist is answered by its first variant's. Null when the playlist cannot be read: the receiver
 * is then left to guess.
 */
export const hlsSegmentsOf = async (url: string): Promise<'fmp4' | 'ts' | null> => {
  const read = async (address: string) => {
    const answer = await fetch(address);
    return answer.ok ? answer.text() : null;
  };
  try {
    let playlist = await read(url);
    if (playlist?.includes('#EXT-X-STREAM-INF')) {
      const variant = playlist
        .split('\n')
        .map((line) => line.trim())
        .find((line) => line !== '' && !line.startsWith('#'));
      playlist = variant ? await read(new URL(variant, url).href) : null;
    }
    if (playlist === null || playlist === undefined) return null;
    return playlist.includes('#EXT-X-MAP') ? 'fmp4' : 'ts';
  } catch {
    return null;
  }
};
