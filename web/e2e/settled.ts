import type { Page } from '@playwright/test';

/** How long ECharts plays a chart's entry animation (its default `animationDuration`, 1 s), with a margin. */
const ECHARTS_ANIMATION_MS = 1500;

/**
 * Before a screenshot: the page's own motions have ended (antd's CSS transitions and animations, as the page lists
 * them; an endless one, a spinner, does not count) and, where a chart is drawn, ECharts' entry animation.
 */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
  if (await page.locator('canvas').count()) await chartsAnimated(page);
}

/** ECharts animates on its canvas and tells the page nothing when it ends: the one wait for a time of the browser tools. */
async function chartsAnimated(page: Page) {
  // biome-ignore lint/plugin/no-real-waits: ECharts' canvas animation leaves no trace in the page to wait for
  await page.waitForTimeout(ECHARTS_ANIMATION_MS);
}
