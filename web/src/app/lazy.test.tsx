import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy';

const page = () => lazyPage(() => Promise.resolve({ default: () => <p>the page</p> }));

function show(Page: ReturnType<typeof page>) {
  render(
    <Suspense fallback={<p>loading</p>}>
      <Page />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('renders a preloaded page in the first render, without its fallback', async () => {
    const Page = page();
    await Page.preload();
    show(Page);
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
    show(Page);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('the page')).toBeTruthy();
    await Page.preload();
    expect(loads).toBe(1);
  });
});
