import { Skeleton } from 'antd';
import type { EChartsOption } from 'echarts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const loadCanvas = () => import('./ChartCanvas');
const ChartCanvas = lazy(loadCanvas);

/** Starts downloading ECharts (the page calls it when its data is asked for, so both travel side by side). */
export const preloadCharts = () => void loadCanvas();

/**
 * Charts take turns: each is drawn in a task of its own after the one before, so the page stays responsive while
 * they appear (one long task drawing every chart at once was most of /data's blocking time).
 */
let queue: Promise<void> = Promise.resolve();
function takeTurn(): Promise<void> {
  const turn = queue.then(loadCanvas).then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  queue = turn;
  return turn;
}

/**
 * Resolves once `el` is on screen or about to be (within half a screen below): a chart further down is drawn when
 * the page is scrolled to it, not while the page loads. Without IntersectionObserver (jsdom), at once.
 */
function nearScreen(el: Element): { ready: Promise<void>; cancel: () => void } {
  if (typeof IntersectionObserver === 'undefined') return { ready: Promise.resolve(), cancel: () => {} };
  let observer: IntersectionObserver | undefined;
  const ready = new Promise<void>((resolve) => {
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer?.disconnect();
          resolve();
        }
      },
      { rootMargin: '0px 0px 50% 0px' },
    );
    observer.observe(el);
  });
  return { ready, cancel: () => observer?.disconnect() };
}

/**
 * One chart of the data centre, named for screen readers. ECharts is not in the page's chunk: the figures and tables
 * show first, the charts once their code is there and they are on screen, one after another (drawing the seven or
 * eight charts below the fold while the page loaded was most of its blocking time). `option` should keep its identity while the
 * data does not change (the page memoises it), so a re-render of the page redraws nothing.
 */
export function Chart({ option, height = 300, label }: { option: EChartsOption; height?: number; label: string }) {
  const [near, setNear] = useState(false);
  const [turn, setTurn] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    const near = nearScreen(box.current!);
    void near.ready
      .then(() => {
        if (live) setNear(true);
        return takeTurn();
      })
      .then(() => live && setTurn(true));
    return () => {
      live = false;
      near.cancel();
    };
  }, []);
  // Shimmering once on its way; still while further down the page, where nothing is loading yet.
  const placeholder = <Skeleton.Node active={near} style={{ width: '100%', height }} />;
  return (
    <div ref={box} role="img" aria-label={label} data-testid="data-chart" style={{ minHeight: height }}>
      {turn ? (
        <Suspense fallback={placeholder}>
          <ChartCanvas option={option} height={height} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
