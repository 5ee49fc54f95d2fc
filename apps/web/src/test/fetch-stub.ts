import { vi } from 'vitest';

/** One request the app sent through fetch: its address, method, headers and parsed JSON body. */
export type SentRequest = { url: string; method: string; headers: Record<string, string>; body: unknown };

export const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Replaces fetch with `answer` and records every request, so a test asserts on what went over the wire
 * (the real API client builds it). Undo with vi.unstubAllGlobals().
 */
export function stubFetch(answer: (request: SentRequest) => Response | Promise<Response>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const request: SentRequest = { url, method: init.method ?? 'GET', headers: (init.headers ?? {}) as Record<string, string>, body: init.body instanceof FormData ? init.body : init.body ? JSON.parse(String(init.body)) : undefined };
      sent.push(request);
      return answer(request);
    }),
  );
  return sent;
}
