import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { fakeApiPerTest } from '../test/contract-answers';
import { envelope } from '../test/helpers';
import { createQueryKeys, usePagedList } from './resource';

const fetchMock = vi.fn<typeof fetch>();
fakeApiPerTest(fetchMock);

const keys = createQueryKeys('staff-list-test');
let requestsWhenChildRendered = -1;

/** Renders after the list's hook in the same pass: what had been asked by then. */
function Child() {
  requestsWhenChildRendered = fetchMock.mock.calls.length;
  return null;
}

function List({ staleTime }: { staleTime?: number }) {
  const list = usePagedList<{ list: { userName: string }[]; total: number }, object>(
    keys,
    '/staff/query',
    1,
    10,
    {},
    {
      staleTime,
    },
  );
  return (
    <>
      <Child />
      {list.isError && <p>failed</p>}
      {list.data?.list.map((t) => (
        <p key={t.userName}>{t.userName}</p>
      ))}
    </>
  );
}

const at = '2026-05-01T00:00:00.000Z';
const staff = { id: 1, userName: 'first thing', mobile: null, status: 1, access: [], createdAt: at, updatedAt: at };
const page = { list: [staff], total: 1, page: 1, pageSize: 10 };

function show(staleTime?: number) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <List staleTime={staleTime} />
    </QueryClientProvider>,
  );
}

/**
 * The list beside a part whose code arrives 30 ms later: the render that asked is set aside for the fallback,
 * and the list mounts from a later render, after the answer came.
 */
function showBesideSlowPart(staleTime?: number) {
  const Slow = lazy(
    () => new Promise<{ default: () => null }>((resolve) => setTimeout(() => resolve({ default: () => null }), 30)),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Suspense fallback={<p>loading</p>}>
        <List staleTime={staleTime} />
        <Slow />
      </Suspense>
    </QueryClientProvider>,
  );
}

describe('usePagedList', () => {
  it('asks for the first page while the screen renders, before the screen is on screen', async () => {
    fetchMock.mockResolvedValue(envelope(200, 200, page));
    show();
    expect(requestsWhenChildRendered).toBe(1);
    expect(await screen.findByText('first thing')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks once for a list that is always refreshed on opening, even when the answer came before the mount', async () => {
    fetchMock.mockResolvedValue(envelope(200, 200, page));
    showBesideSlowPart(0);
    expect(await screen.findByText('first thing', undefined, { timeout: 2000 })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows a refused request once, without asking again on mount', async () => {
    fetchMock.mockResolvedValue(envelope(400, 40000, null, 'Bad filter'));
    showBesideSlowPart();
    expect(await screen.findByText('failed', undefined, { timeout: 2000 })).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
