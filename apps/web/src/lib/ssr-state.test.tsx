import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { dehydratePage, hydratePageState } from './ssr-state.ts';

/** A server's cache after one answer and one refusal, as the page's data block carries it (through JSON). */
async function serverState() {
  const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await server.fetchQuery({ queryKey: ['stays', 'property', 1], queryFn: () => Promise.resolve({ goodsName: '파리 하늘 민박' }) });
  await server.fetchQuery({ queryKey: ['tours', 'detail', 9], queryFn: () => Promise.reject(new ApiError(404, 'NOT_FOUND', '상품이 없습니다.')) }).catch(() => undefined);
  return JSON.parse(JSON.stringify(dehydratePage(server))) as ReturnType<typeof dehydratePage>;
}

function Name({ queryFn }: { queryFn: () => Promise<{ goodsName: string }> }) {
  const { data } = useQuery({ queryKey: ['stays', 'property', 1], queryFn });
  return <p>{data?.goodsName ?? '불러오는 중'}</p>;
}

function Missing({ queryFn }: { queryFn: () => Promise<unknown> }) {
  const { error } = useQuery({ queryKey: ['tours', 'detail', 9], queryFn, retry: false });
  return <p>{error instanceof ApiError ? `${error.status} ${error.message}` : '없음'}</p>;
}

describe('hydratePageState', () => {
  it("draws the server's answers and refusals without asking the API again on the rendered address", async () => {
    const client = new QueryClient();
    hydratePageState(client, await serverState(), () => true);
    const fetchName = vi.fn(() => Promise.resolve({ goodsName: '다른 이름' }));
    const fetchTour = vi.fn(() => Promise.resolve({}));
    render(
      <QueryClientProvider client={client}>
        <Name queryFn={fetchName} />
        <Missing queryFn={fetchTour} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('파리 하늘 민박')).toBeTruthy();
    expect(screen.getByText('404 상품이 없습니다.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchName).not.toHaveBeenCalled();
    expect(fetchTour).not.toHaveBeenCalled();
  });

  it('lets an answer refresh on mount once the visitor has moved to another address', async () => {
    const client = new QueryClient();
    hydratePageState(client, await serverState(), () => false);
    const fetchName = vi.fn(() => Promise.resolve({ goodsName: '새 이름' }));
    render(
      <QueryClientProvider client={client}>
        <Name queryFn={fetchName} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('새 이름')).toBeTruthy();
    expect(fetchName).toHaveBeenCalledTimes(1);
  });

  it('asks again on mount when the answer was invalidated before its screen hydrated (a wish saved meanwhile)', async () => {
    const client = new QueryClient();
    hydratePageState(client, await serverState(), () => true);
    // A write that lands while the page is still hydrating (the visitor's wish replayed after login) marks the
    // rendered answer stale before any screen observes it.
    await client.invalidateQueries({ queryKey: ['stays'] });
    const fetchName = vi.fn(() => Promise.resolve({ goodsName: '찜한 뒤의 이름' }));
    render(
      <QueryClientProvider client={client}>
        <Name queryFn={fetchName} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('파리 하늘 민박')).toBeTruthy();
    expect(await screen.findByText('찜한 뒤의 이름')).toBeTruthy();
    expect(fetchName).toHaveBeenCalledTimes(1);
  });
});
