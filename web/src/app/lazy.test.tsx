import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useOpenedOnce, usePreloadWhenIdle } from '../hooks/lazyParts';
import { lazyPage, lazyPart } from './lazy';

const page = () => lazyPage(() => Promise.resolve({ default: () => <p>the page</p> }));

function show(node: ReactNode) {
  render(<Suspense fallback={<p>loading</p>}>{node}</Suspense>);
}

describe('lazyPage', () => {
  it('renders a preloaded page in the first render, without its fallback', async () => {
    const Page = page();
    await Page.preload();
    show(<Page />);
    // No await: a fallback shown now would hold the page back (React's Suspense throttle).
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('the page')).toBeTruthy();
  });

  it('shows the fallback until a page not yet loaded arrives, and loads it once', async () => {
    let loads = 0;
    const Page = lazyPage(() => {
      loads++;
      return Promise.resolve({ default: () => <p>the page</p> });
    });
    show(<Page />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('the page')).toBeTruthy();
    await Page.preload();
    expect(loads).toBe(1);
  });
});

describe('lazyPart', () => {
  const module = { Dialog: ({ name }: { name: string }) => <p>dialog of {name}</p>, Other: () => <p>other</p> };
  const Dialog = lazyPart(() => Promise.resolve(module), 'Dialog');

  it('renders the named export with its props once its module is in', async () => {
    show(<Dialog name="Ana" />);
    expect(await screen.findByText('dialog of Ana')).toBeTruthy();
    expect(screen.queryByText('other')).toBeNull();
  });

  it('asks again after a failed download (a preload that failed offline does not break it for good)', async () => {
    let loads = 0;
    const Flaky = lazyPart(() => {
      loads++;
      return loads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(module);
    }, 'Dialog');
    await expect(Flaky.preload()).rejects.toThrow('offline');
    await Flaky.preload();
    expect(loads).toBe(2);
    // Preloaded: drawn in the first render, without its fallback.
    show(<Flaky name="Bo" />);
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('dialog of Bo')).toBeTruthy();
  });
});

describe('the lazy parts of a screen', () => {
  it('are mounted from their first opening on, once their code is in, closed or not', async () => {
    let arrive = () => {};
    const part = {
      preload: () =>
        new Promise<void>((resolve) => {
          arrive = resolve;
        }),
    };
    const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open, part), {
      initialProps: { open: false },
    });
    expect(result.current).toBe(false);
    rerender({ open: true });
    // Not before its code: mounted then, it would suspend and show a fallback.
    expect(result.current).toBe(false);
    await act(async () => arrive());
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
  });

  it('are mounted all the same when their code fails to come (React.lazy asks again)', async () => {
    const part = { preload: () => Promise.reject(new Error('offline')) };
    const { result } = renderHook(() => useOpenedOnce(true, part));
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('are preloaded once the screen is drawn and the browser idle, once per mount', async () => {
    // The fake clock: a second after the screen is drawn, then the browser's idle callback (or at once without one).
    vi.useFakeTimers();
    try {
      let preloads = 0;
      const part = { preload: () => Promise.resolve(++preloads) };
      const { rerender } = renderHook(() => usePreloadWhenIdle(part));
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(preloads, 'before the screen has settled').toBe(0);
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(preloads).toBe(1);
      rerender();
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(preloads).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
