import { cloudDaysLeft, formatCloudExpire } from '@skin/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CloudBox } from '../layout/CloudBox';
import CloudPage from '../pages/cloud';
import DataPage from '../pages/data';
import { dataOverview } from '../test/data';
import { fakeApi, signedInPerTest } from '../test/fake-api';
import { cloudInfo, cloudRetention } from '../test/orders';
import { buildUser, renderWithProviders } from '../test/render';

// ECharts draws on a canvas jsdom does not have (the charts are drawn in the browser tests).
vi.mock('../pages/data/Chart', () => ({ Chart: () => null, preloadCharts: () => {} }));

signedInPerTest();
const DAY = 86_400_000;
const NOW = new Date('2026-03-01T08:00:00Z');

/** The three places a store reads its days left, each given the same expiry as its server answer carries it. */
function renderAll(expire: Date) {
  // What the server answers with the same count (cloudDaysLeft at NOW).
  const days = cloudDaysLeft(expire, NOW);
  const o = dataOverview();
  fakeApi({
    '/cloud/info': cloudInfo({ cloudExpireTime: expire.toISOString(), daysLeft: days }),
    '/data/overview': { ...o, cloud: { ...o.cloud, expireTime: expire.toISOString(), daysLeft: days } },
    '/userOrder/query/:page/:pageSize': { list: [], total: 0, page: 1, pageSize: 10 },
    '/cloud/retention': cloudRetention(),
  });
  const user = buildUser({
    access: ['cloud', 'data'],
    shopInfo: { ...buildUser().shopInfo!, cloudExpireTime: formatCloudExpire(expire), ossSize: 1024 },
  });
  renderWithProviders(
    <>
      <CloudBox shop={user.shopInfo} />
      <CloudPage />
      <DataPage />
    </>,
    { path: '/cloud', user },
  );
}

describe('days of cloud space left', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    [19.5, '20 days left', '20 days', '20 days'],
    [0.25, '1 day left', '1 day', '1 day'],
  ])('are the same number in the header box, on /cloud and on /data (%s days)', async (inDays, box, cloud, data) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    renderAll(new Date(NOW.getTime() + inDays * DAY));
    expect(screen.getByTestId('cloud-box').textContent).toContain(box);
    expect(await screen.findByText(cloud)).toBeTruthy();
    expect((await screen.findByTestId('fig-cloud')).textContent).toContain(`days left: ${data}`);
  });
});
