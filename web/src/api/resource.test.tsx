import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { fakeApi, refusal, requests, signedInPerTest } from '../test/fake-api';
import { createQueryKeys, usePagedList } from './resource';

signedInPerTest();

const keys = createQueryKeys('staff-list-test');
let requestsWhenChildRendered = -1;

/** Renders after the list's hook in the same pass: what had been asked by then. */
function Child() {
  requestsWhenChildRendered = requests().length;
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
 * The list beside a part whose code arrives once the list's answer has come (`arrive()`): the render that asked is
 * set aside for the fallback, and the list mounts from a later render, after the answer came.
 */
function showBesideSlowPart(staleTime?: number) {
  let arrive = () => {};
  const Slow = lazy(
    () =>
      new Promise<{ default: () => null }>((resolve) => {
        arrive = () => resolve({ default: () => null });
      }),
  );
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <Suspense fallback={<p>loading</p>}>
        <List staleTime={staleTime} />
        <Slow />
      </Suspense>
    </QueryClientProvider>,
  );
  return { arriveAfterAnswer: () => answered(client).then(() => arrive()) };
}

/** Once the list's one query has its answer (data or error) in the cache. */
const answered = (client: QueryClient) =>
  waitFor(() => expect(client.getQueryCache().getAll()[0]?.state.fetchStatus).toBe('idle'));

/** Once React has run what the last render scheduled (effects: a query refetching on mount would ask by then). */
const settled = () => act(async () => {});

describe('usePagedList', () => {
  it('asks for the first page while the screen renders, before the screen is on screen', async () => {
    fakeApi({ '/staff/query/:page/:pageSize': page });
    show();
    expect(requestsWhenChildRendered).toBe(1);
    expect(await screen.findByText('first thing')).toBeTruthy();
    expect(requests()).toHaveLength(1);
  });

  it('asks once for a list that is always refreshed on opening, even when the answer came before the mount', async () => {
    fakeApi({ '/staff/query/:page/:pageSize': page });
    await showBesideSlowPart(0).arriveAfterAnswer();
    expect(await screen.findByText('first thing', undefined, { timeout: 2000 })).toBeTruthy();
    await settled();
    expect(requests()).toHaveLength(1);
  });

  it('shows a refused request once, without asking again on mount', async () => {
    fakeApi({ '/staff/query/:page/:pageSize': refusal(100400, 'Bad filter') });
    await showBesideSlowPart().arriveAfterAnswer();
    expect(await screen.findByText('failed', undefined, { timeout: 2000 })).toBeTruthy();
    await waitFor(() => expect(requests()).toHaveLength(1));
    await settled();
    expect(requests()).toHaveLength(1);
  });
});
