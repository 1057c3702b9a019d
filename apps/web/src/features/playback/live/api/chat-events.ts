import { ChatMessageSchema, livePaths } from '@studio/shared';
import { createParser } from 'eventsource-parser';
import { z } from 'zod/mini';
import { failure, requestHeaders } from '../../../../lib/api-client';
import { handleApiError } from '../../../../lib/error-handler';
import type { ChatEvent } from '../chat-state';

/** The wait before reconnecting until the server says its own (`retry:`, the stream's first line). */
const FIRST_RETRY_MS = 2_000;
/** The longest wait between two reconnects while the server stays out of reach. */
const MAX_RETRY_MS = 10_000;

const DeletedSchema = z.object({ id: z.number() });
const ViewersSchema = z.object({ viewers: z.number() });

/** One event of the stream, or null for one this client does not know (or cannot read). */
const chatEventOf = (name: string | undefined, data: string): ChatEvent | null => {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  if (name === 'message') {
    const read = ChatMessageSchema.safeParse(json);
    return read.success ? { type: 'message', message: read.data } : null;
  }
  if (name === 'deleted') {
    const read = DeletedSchema.safeParse(json);
    return read.success ? { type: 'deleted', id: read.data.id } : null;
  }
  if (name === 'viewers') {
    const read = ViewersSchema.safeParse(json);
    return read.success ? { type: 'viewers', viewers: read.data.viewers } : null;
  }
  return null;
};

type FollowOptions = {
  itemId: number;
  /** The newest message the client has, read at each (re)connect: the server sends what came after it. */
  after: () => number;
  onEvent: (event: ChatEvent) => void;
  signal: AbortSignal;
};

/** How one connection ended: dropped or not made (try again), or refused (stop). */
type Outcome = 'dropped' | 'refused';

type Connection = { onOpen: () => void; onRetry: (ms: number) => void };

const readStream = async (options: FollowOptions, connection: Connection): Promise<Outcome> => {
  const { itemId, after, onEvent, signal } = options;
  // Not EventSource: it cannot send the session's headers.
  const response = await fetch(`${livePaths.chatEvents(itemId)}?after=${after()}`, {
    headers: { ...requestHeaders(), accept: 'text/event-stream' },
    cache: 'no-store',
    signal,
  });
  if (response.status !== 200 || !response.body) {
    // A 4xx will not change on a retry (no premium, no such class); a 401 ends the session.
    if (response.status >= 400 && response.status < 500 && response.status !== 429) {
      const body: unknown = await response.json().catch(() => ({}));
      handleApiError(failure(response.status, body), { handledLocally: true });
      return 'refused';
    }
    return 'dropped';
  }
  connection.onOpen();
  const parser = createParser({
    onRetry: connection.onRetry,
    onEvent: ({ event, data }) => {
      const read = chatEventOf(event, data);
      if (read) onEvent(read);
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return 'dropped';
    parser.feed(decoder.decode(value, { stream: true }));
  }
};

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * Follows a live class's chat as it happens until `signal` aborts (issue 37). A stream the server
 * closes (a process stopping) or a lost connection is opened again after the server's `retry`,
 * twice as long at each failure in a row up to 10 s, from the newest message the client has.
 */
export const followChatEvents = async (options: FollowOptions): Promise<void> => {
  let retry = FIRST_RETRY_MS;
  let wait = retry;
  while (!options.signal.aborted) {
    let opened = false;
    const outcome = await readStream(options, {
      onOpen: () => {
        opened = true;
      },
      onRetry: (ms) => {
        retry = ms;
      },
    }).catch((): Outcome => 'dropped');
    if (outcome === 'refused' || options.signal.aborted) return;
    // A stream that was open starts the waits afresh; one that did not open waits longer each time.
    if (opened) wait = retry;
    await pause(wait, options.signal);
    wait = Math.min(wait * 2, MAX_RETRY_MS);
  }
};
