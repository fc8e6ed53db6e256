import type { TSharedReport } from '@skin/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal, requests } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import SharedReportPage from '.';

const TOKEN = 'A'.repeat(43);
const REPORT: TSharedReport = {
  language: 'vi-VN',
  languageFrom: 'asked',
  shopName: '<script>alert(1)</script>',
  customerName: 'Lan',
  visits: [{ id: 1, analysedAt: '2026-10-01T09:00:00.000Z', photos: [] }],
  symptoms: [],
  programmes: [],
  expiresAt: '2026-12-01T09:00:00.000Z',
};

describe('/shared-report (a share link, no sign-in)', () => {
  it('opens the report with the token from the fragment, sent in the body only', async () => {
    const bodies = fakeApi({ '/report/open': REPORT });
    renderWithProviders(<SharedReportPage />, { path: `/shared-report?lang=vi-VN#${TOKEN}` });
    const view = await screen.findByTestId('report');
    expect(view.getAttribute('lang')).toBe('vi-VN');
    expect(screen.getByTestId('report-shop').textContent).toBe('<script>alert(1)</script>');
    expect(view.querySelector('script')).toBeNull();
    expect(bodies['/report/open']).toEqual([{ token: TOKEN }]);
    expect(requests().every((r) => !r.url.href.includes(TOKEN))).toBe(true);
  });

  it("says the link is not valid in the link's language, for a refused token and a malformed one alike", async () => {
    fakeApi({ '/report/open': refusal(800125, 'This link is not valid (expired or revoked)') });
    const first = renderWithProviders(<SharedReportPage />, { path: `/shared-report?lang=ja-JP#${TOKEN}` });
    expect((await screen.findByTestId('shared-invalid')).textContent).toContain('このリンクは無効です');
    first.unmount();
    renderWithProviders(<SharedReportPage />, { path: '/shared-report?lang=th-TH#short' });
    expect((await screen.findByTestId('shared-invalid')).textContent).toContain('ลิงก์นี้ใช้ไม่ได้');
  });
});
