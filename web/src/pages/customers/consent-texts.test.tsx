import { CONSENT_TEXT_MAX, LANGUAGES, type Language, type TConsentTextVersion } from '@skin/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal, requests, signedInPerTest } from '../../test/fake-api';
import { button, openDialog, page, rowOf, user } from '../../test/helpers';
import { buildUser, renderWithProviders } from '../../test/render';
import CustomersPage from '.';

const version = (over: Partial<TConsentTextVersion> = {}): TConsentTextVersion => ({
  id: 11,
  version: 'S3-en-US-2',
  language: 'en-US',
  number: 2,
  length: 20,
  savedAt: '2026-11-01T09:00:00.000Z',
  savedBy: 'demoshop',
  platform: false,
  ...over,
});
const V1 = version({ id: 10, version: 'S3-en-US-1', number: 1, savedAt: '2026-06-01T09:00:00.000Z' });
const V2 = version();
const PLATFORM_JA = version({ id: 20, version: 'P-ja-JP-1', language: 'ja-JP', number: 1, platform: true });
const TEXTS: Record<number, string> = {
  10: 'I agree to photos.',
  11: 'I agree to photos, kept.',
  20: '写真に同意します。',
};

function serve() {
  const bodies = fakeApi({
    '/consentText/languages': {
      list: LANGUAGES.map((language: Language) => ({
        language,
        latest: language === 'en-US' ? V2 : null,
        platform: language === 'ja-JP' ? PLATFORM_JA : null,
        versions: language === 'en-US' ? 2 : 0,
      })),
    },
    '/consentText/history/:page/:pageSize': (body, { params }) => {
      const list = (body as { language: string }).language === 'en-US' ? [V2, V1] : [];
      return { list, total: list.length, page: Number(params.page), pageSize: Number(params.pageSize) };
    },
    '/consentText/get/:id': (_body, { params }) => {
      const id = Number(params.id);
      const v = [V1, V2, PLATFORM_JA].find((x) => x.id === id)!;
      return { ...v, text: TEXTS[id]! };
    },
    '/consentText/save': (body) => {
      const b = body as { language: Language; text: string };
      return {
        ...version({ id: 12, version: 'S3-en-US-3', number: 3, language: b.language, length: b.text.length }),
        text: b.text,
        created: true,
      };
    },
  });
  return bodies;
}

const open = (path = '/customers?tab=consent&consent=en-US', kind: 'owner' | 'platform' = 'owner') =>
  renderWithProviders(<CustomersPage />, { path, user: buildUser({ access: ['customer'], kind }) });
// By its label, not its role: a role query works out every element's accessible name at each poll, which at
// load 14 outlasted the 5 s wait (the fresh clone's unit run of 2026-11-30).
const editor = () => screen.findByLabelText(/Consent text in/, { selector: 'textarea' });

signedInPerTest();

describe('/customers consent texts', () => {
  it('lists the seven languages with their latest version, and the platform default a language without one shows', async () => {
    serve();
    open();
    const english = await waitFor(() => rowOf('English'));
    await waitFor(() => expect(within(english).getByText('S3-en-US-2')).toBeTruthy());
    expect(within(english).getByText('2')).toBeTruthy();
    expect(rowOf('日本語').textContent).toContain('Shows the platform’s P-ja-JP-1');
    expect(screen.getAllByText('None yet')).toHaveLength(5);
  });

  it('edits the latest text and saves a new version after a confirmation saying old versions stay', async () => {
    const bodies = serve();
    open();
    const box = await editor();
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe('I agree to photos, kept.'));
    const save = button(page(), 'Save as a new version');
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.type(box, ' Ask us anything.');
    await user.click(button(page(), 'Save as a new version'));
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('version 3 of the English text');
    expect(dialog.textContent).toContain('Earlier versions stay readable');
    expect(bodies['/consentText/save']).toBeUndefined();
    await user.click(button(dialog, 'Save'));
    await waitFor(() =>
      expect(bodies['/consentText/save']).toEqual([
        { language: 'en-US', text: 'I agree to photos, kept. Ask us anything.' },
      ]),
    );
    expect(await screen.findByText('Version S3-en-US-3 saved')).toBeTruthy();
  });

  it('refuses a text over the limit on the page, and shows a refusal of the server', async () => {
    serve();
    fakeApi({ '/consentText/save': refusal(800142, 'This language already has 500 versions') });
    open();
    const box = await editor();
    await waitFor(() => expect((box as HTMLTextAreaElement).value).not.toBe(''));
    fireEvent.change(box, { target: { value: 'x'.repeat(CONSENT_TEXT_MAX + 1) } });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', `At most ${CONSENT_TEXT_MAX} characters`);
    expect(button(page(), 'Save as a new version').hasAttribute('disabled')).toBe(true);
    fireEvent.change(box, { target: { value: 'A new text' } });
    await user.click(button(page(), 'Save as a new version'));
    await user.click(button(await openDialog(), 'Save'));
    expect(await screen.findByText('This language already has 500 versions')).toBeTruthy();
  });

  it('a language without a text starts from the platform default, said so', async () => {
    serve();
    open('/customers?tab=consent&consent=ja-JP');
    const box = await editor();
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe('写真に同意します。'));
    expect(screen.getByText(/this is the platform’s P-ja-JP-1/)).toBeTruthy();
    expect(button(page(), 'Save as a new version').hasAttribute('disabled')).toBe(false);
    expect(await screen.findByText('No versions yet')).toBeTruthy();
  });

  it('shows the history with dates and who saved, and reads an old version', async () => {
    serve();
    open();
    const old = await screen.findByRole('button', { name: 'Read version S3-en-US-1' });
    expect(within(old.closest('tr')!).getByText('demoshop')).toBeTruthy();
    await user.click(old);
    const dialog = await openDialog();
    await waitFor(() =>
      expect(within(dialog).getByTestId('consent-version-text').textContent).toBe('I agree to photos.'),
    );
    expect(requests().some((r) => r.path === '/consentText/get/10')).toBe(true);
  });

  it('the platform edits its defaults in the same tab', async () => {
    serve();
    open('/customers?tab=consent&consent=en-US', 'platform');
    expect(await screen.findByText(/Default consent texts/)).toBeTruthy();
    expect(await editor()).toBeTruthy();
  });
});
