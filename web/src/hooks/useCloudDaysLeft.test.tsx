import { cloudDaysLeft, formatCloudExpire } from '@skin/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CloudBox } from '../layout/CloudBox';
import CloudPage from '../pages/cloud';
import DataPage from '../pages/data';
import { fakeApiPerTest } from '../test/contract-answers';
import { dataOverview } from '../test/data';
import { envelope } from '../test/helpers';
import { cloudInfo } from '../test/orders';
import { buildUser, renderWithProviders } from '../test/render';

// ECharts draws on a canvas jsdom does not have (the charts are drawn in the browser tests).
vi.mock('../pages/data/Chart', () => ({ Chart: () => null, preloadCharts: () => {} }));

const fetchMock = vi.fn<typeof fetch>();
fakeApiPerTest(fetchMock);
const DAY = 86_400_000;
const NOW = new Date('2026-03-01T08:00:00Z');

/** The three places a store reads its days left, each given the same expiry as its server answer carries it. */
function renderAll(expire: Date) {
  // What the server answers with the same count (cloudDaysLeft at NOW).
  const days = cloudDaysLeft(expire, NOW);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input).replace(/^\/api/, '');
    if (url === '/cloud/info')
      return envelope(200, 200, cloudInfo({ cloudExpireTime: expire.toISOString(), daysLeft: days }));
    if (url === '/data/overview') {
      const o = dataOverview();
      return envelope(200, 200, { ...o, cloud: { ...o.cloud, expireTime: expire.toISOString(), daysLeft: days } });
    }
    if (url.startsWith('/userOrder/query/')) return envelope(200, 200, { list: [], total: 0, page: 1, pageSize: 10 });
    return envelope(404, 100404, null, 'no route');
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
