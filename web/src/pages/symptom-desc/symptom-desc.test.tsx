import type { AccessCode, Language, TContentLanguages, TSymptomDesc } from '@skin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, signedInPerTest } from '../../test/fake-api';
import { findButton, page, user } from '../../test/helpers';
import { buildUser, renderWithProviders } from '../../test/render';
import SymptomDescPage from '.';

signedInPerTest();

const script = (language: Language, degree: 1 | 2 | 3, content: string, shopId: number | null = 3): TSymptomDesc => ({
  id: degree,
  shopId,
  language,
  symptomKey: 'acne',
  degree,
  content,
  image1: null,
  image2: null,
  image1Url: null,
  image2Url: null,
  fromPlatform: shopId === null,
  updatedAt: '2026-11-01T10:00:00.000Z',
});

/** The store's scripts per language (own), the platform's per language, and the languages answer. */
function serve(own: Partial<Record<Language, TSymptomDesc[]>>, platform: Partial<Record<Language, TSymptomDesc[]>>) {
  const languages: TContentLanguages = {
    list: (['zh-CN', 'en-US', 'ja-JP', 'es-ES', 'id-ID', 'th-TH', 'vi-VN'] as const)
      .map((language) => ({ language, count: (own[language] ?? platform[language] ?? []).length }))
      .filter((x) => x.count > 0),
  };
  return fakeApi<Record<string, unknown>>({
    '/symptomDesc/languages': languages,
    '/symptomDesc/queryAll': (body) => {
      const mine = own[body.language as Language];
      return mine?.length
        ? { list: mine, fromPlatform: false }
        : { list: platform[body.language as Language] ?? [], fromPlatform: true };
    },
    '/symptomLabel/queryAllByShop': { list: [], ownerTotal: 0 },
    '/symptomLabel/queryAll': { list: [], ownerTotal: 0 },
  });
}

const OWNER: AccessCode[] = ['symptom-desc', 'symptom-desc:edit'];
const open = (path = '/symptom-desc') =>
  renderWithProviders(<SymptomDescPage />, { path, user: buildUser({ access: OWNER }) });
const languageSelect = () => within(page()).getByLabelText('Content language');

describe('/symptom-desc', () => {
  it('opens on a language with scripts when the interface language has none, and the switch says which have some', async () => {
    const bodies = serve({ 'zh-CN': [script('zh-CN', 1, '下巴有少量痘痘')] }, {});
    open();
    expect(await screen.findByText('下巴有少量痘痘')).toBeTruthy();
    expect(bodies['/symptomDesc/queryAll']?.at(-1)).toMatchObject({ language: 'zh-CN' });
    await user.click(languageSelect());
    const options = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    expect(options).toContain('简体中文 · 1');
    expect(options).toContain('English · no content');
  });

  it('keeps the language a link names, even without scripts', async () => {
    const bodies = serve(
      { 'zh-CN': [script('zh-CN', 1, '下巴有少量痘痘')] },
      { 'en-US': [script('en-US', 1, 'A few spots', null)] },
    );
    open('/symptom-desc?language=en-US');
    expect(await screen.findByText('A few spots')).toBeTruthy();
    expect(screen.getByTestId('from-platform').textContent).toContain('Platform scripts');
    expect(bodies['/symptomDesc/queryAll']?.every((b) => b.language === 'en-US')).toBe(true);
  });

  it('says neither the store nor the platform has scripts, not "the platform\'s scripts" over an empty table', async () => {
    serve({}, { 'zh-CN': [script('zh-CN', 1, '平台话术', null)] });
    open('/symptom-desc?language=th-TH');
    const none = await screen.findByTestId('no-scripts');
    expect(none.textContent).toContain('Neither your store nor the platform has scripts in ภาษาไทย');
    expect(screen.queryByTestId('from-platform')).toBeNull();
    // Nothing to copy either.
    expect(findButton(page(), 'Copy from platform')).toBeNull();
    await waitFor(() => expect(screen.getByText('No scripts in this language yet')).toBeTruthy());
  });
});
