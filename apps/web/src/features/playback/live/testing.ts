import { type Chat, type ChatMessage, livePaths } from '@studio/shared';
import { vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';

/** Tests only: the live class whose chat the tests open. */
export const LIVE_ID = 9;

/** Tests only: a member's message in the chat. */
export const aChatMessage = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 1,
  kind: 'message',
  text: 'Ready to sweat!',
  author: 'Grace',
  from_coach: false,
  member_id: null,
  own: false,
  sent_at: '2026-03-02T18:00:00.000Z',
  ...overrides,
});

/** Tests only: a chat as GET /chat answers it, for a member who may write and not moderate. */
export const aChat = (overrides: Partial<Chat> = {}): Chat => ({
  messages: [aChatMessage()],
  viewers: 12,
  muted: false,
  can_moderate: false,
  ...overrides,
});

/** One connection to the event stream: the test writes what the server would, or ends it. */
export type EventConnection = {
  /** The address asked for, with its `after`. */
  url: string;
  send: (event: 'message' | 'deleted' | 'viewers', data: unknown) => void;
  /** Any text of the stream (`retry: 2000`, a `: keep-alive` comment). */
  write: (text: string) => void;
  /** The server closes the stream (a process stopping). */
  close: () => void;
};

const eventStream = (url: string, signal: AbortSignal | null | undefined) => {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start: (started) => {
      controller = started;
    },
  });
  signal?.addEventListener('abort', () => controller?.error(new DOMException('Aborted', 'AbortError')));
  const write = (text: string) => controller?.enqueue(encoder.encode(text));
  const connection: EventConnection = {
    url,
    write,
    send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    close: () => controller?.close(),
  };
  const response = new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  return { connection, response };
};

type Routes = Parameters<typeof stubFetch>[0];

/**
 * Tests only: the server's side of live class 9's chat. GET /chat answers `chat`; each request of
 * the event stream opens a connection the test writes to (`connections`, newest last); `routes`
 * answer the rest, as `stubFetch` does.
 */
export const stubLiveChat = (chat: Chat = aChat(), routes: Routes = {}) => {
  const { calls, fetchMock } = stubFetch({ [`GET ${livePaths.chat(LIVE_ID)}`]: { body: chat }, ...routes });
  const connections: EventConnection[] = [];
  const events = livePaths.chatEvents(LIVE_ID);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(`${events}?`)) return fetchMock(input, init);
    const { connection, response } = eventStream(url, init?.signal);
    connections.push(connection);
    return response;
  });
  return { calls, connections };
};
