import { Skeleton } from 'antd';
import type { EChartsOption } from 'echarts';
import { lazy, Suspense, useEffect, useState } from 'react';

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
 * One chart of the data centre, named for screen readers. ECharts is not in the page's chunk: the figures and tables
 * show first, the charts once their code is there, one after another. `option` should keep its identity while the
 * data does not change (the page memoises it), so a re-render of the page redraws nothing.
 */
export function Chart({ option, height = 300, label }: { option: EChartsOption; height?: number; label: string }) {
  const [turn, setTurn] = useState(false);
  useEffect(() => {
    let live = true;
    void takeTurn().then(() => live && setTurn(true));
    return () => {
      live = false;
    };
  }, []);
  const placeholder = <Skeleton.Node active style={{ width: '100%', height }} />;
  return (
    <div role="img" aria-label={label} data-testid="data-chart" style={{ minHeight: height }}>
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
