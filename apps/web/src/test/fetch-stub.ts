import { vi } from 'vitest';

type Answer = { status?: number; body: unknown };
type Handler = (request: { body: unknown; headers: Headers }) => Answer | Promise<Answer>;

export type FetchCall = { method: string; path: string; body: unknown; headers: Headers };

/**
 * Stubs the network boundary (`globalThis.fetch`), answering by "METHOD /path". An unplanned call
 * answers 404, so a stray request fails loudly. `calls` records what the app sent.
 */
export const stubFetch = (routes: Record<string, Answer | Handler>) => {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const method = init?.method ?? 'GET';
    // JSON arrives parsed; a multipart form as the FormData sent, to read its fields and files.
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined);
    const headers = new Headers(init?.headers);
    calls.push({ method, path, body, headers });
    const route = routes[`${method} ${path}`];
    const answer = typeof route === 'function' ? await route({ body, headers }) : route;
    if (!answer)
      return new Response(JSON.stringify({ code: 'not_found', message: 'Not found' }), { status: 404 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
};
