/**
 * Every screen of the console, for each kind of user, with the dialogs and drawers it opens: the walk the
 * accessibility check (a11y.spec.ts) and the before/after report (a11y-report.ts) go through.
 *
 * A screen is a path and what shows it is ready; each of its `dialogs` opens one dialog or drawer from the
 * screen as it is (the walk closes it with Escape before the next one). Texts are the en-US ones.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA: the rules axe checks. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What an opened dialog, drawer or popover is, for a scan of it alone. */
export const OVERLAYS = ['.ant-modal-root', '.ant-drawer', '.ant-popover'];

/** axe over the page, or over what `include` selects. */
export function axe(page: Page, include?: string[]) {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of include ?? []) builder.include(selector);
  return builder.analyze();
}

export type Role = 'owner' | 'staff' | 'platform' | 'public';

export const ACCOUNTS: Record<Exclude<Role, 'public'>, { username: string; password: string }> = {
  owner: { username: 'demoshop', password: 'Demoshop#2026pass' },
  staff: { username: 'demostaff', password: 'Demostaff#2026pass' },
  platform: { username: 'platform', password: 'Platform#2026pass' },
};

export interface Opener {
  name: string;
  open: (page: Page) => Promise<void>;
}

export interface Screen {
  path: string;
  /** What is on screen once the page has its data (default: the page area has content and no spinner). */
  ready?: (page: Page) => Promise<void>;
  dialogs?: Opener[];
}

/** Pages load their code and data: on a busy machine that can take a while. */
const LOAD = { timeout: 30_000 };

const page$ = (page: Page) => page.getByTestId('page');
const button =
  (name: string | RegExp, exact = false) =>
  (page: Page) =>
    page$(page).getByRole('button', { name, exact }).first().click();
const rowButton = (name: string | RegExp) => (page: Page) =>
  page$(page).locator('.ant-table-row').first().getByRole('button', { name }).first().click();
/** The header's change-password dialog, opened from the user menu. */
const changePassword: Opener = {
  name: 'change password',
  open: async (page) => {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
  },
};
const logout: Opener = {
  name: 'log out',
  open: async (page) => {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
  },
};
const tab = (name: string) => async (page: Page) => {
  await page$(page).getByRole('tab', { name }).click();
};
const rows = (page: Page) => expect(page$(page).locator('.ant-table-row').first()).toBeVisible(LOAD);
/** A list screen, ready once its first row shows, and its dialogs by name. */
const listScreen = (path: string, dialogs?: Record<string, Opener['open']>): Screen => ({
  path,
  ready: rows,
  dialogs: dialogs && Object.entries(dialogs).map(([name, open]) => ({ name, open })),
});
/** The consent texts tab of /customers: its languages and the chosen language's editor. */
const consentTexts = (page: Page) =>
  expect(page$(page).getByRole('textbox', { name: /Consent text in/ })).toBeVisible(LOAD);
/** An old version of a consent text, read in its dialog. */
const readConsentVersion: Opener = { name: 'read a consent text version', open: button(/^Read version/) };
/** A customer's page (`/customers/:id`), reached from the list: the first of the filtered list's customers. */
const firstCustomer = async (page: Page) => {
  await rows(page);
  await page$(page).getByTestId('customer-open').first().click();
  await expect(page$(page).getByTestId('customer-profile')).toBeVisible(LOAD);
  await expect(page$(page).getByTestId('customer-visit').first()).toBeVisible(LOAD);
};

/** Her report (`/customers/:id/report`), opened from the first visit on her page. */
const firstReport = async (page: Page) => {
  await firstCustomer(page);
  await page$(page)
    .getByTestId('customer-visit')
    .first()
    .getByRole('link', { name: /^Report/ })
    .click();
  await expect(page$(page).getByTestId('report')).toBeVisible(LOAD);
};

export const SCREENS: Record<Role, Screen[]> = {
  public: [
    { path: '/login', ready: (p) => expect(p.locator('form#login')).toBeVisible(LOAD) },
    { path: '/register', ready: (p) => expect(p.locator('form').first()).toBeVisible(LOAD) },
    { path: '/forget', ready: (p) => expect(p.locator('form').first()).toBeVisible(LOAD) },
    // A share link that opens nothing (the report itself: report.spec.ts).
    { path: '/shared-report?lang=en-US', ready: (p) => expect(p.getByTestId('shared-invalid')).toBeVisible(LOAD) },
  ],
  owner: [
    { path: '/data', ready: (p) => expect(p.getByTestId('fig-accounts')).toBeVisible(LOAD) },
    {
      path: '/users',
      ready: rows,
      dialogs: [
        { name: 'add account', open: button('Add account') },
        changePassword,
        logout,
        {
          name: 'add staff',
          open: async (p) => {
            await tab('Console staff')(p);
            await button('Add staff')(p);
          },
        },
      ],
    },
    listScreen('/users?tab=staff'),
    listScreen('/users?tab=audit'),
    listScreen('/shop-device', { 'add device': button('Add device') }),
    listScreen('/analyses', { 'analysis details': rowButton(/View the analysis/) }),
    listScreen('/customers'),
    { path: '/customers?tab=consent&consent=zh-CN', ready: consentTexts, dialogs: [readConsentVersion] },
    // Her page: the list's first customer allowing photos, opened from it.
    {
      path: '/customers?consent=photos&sort=-visits',
      ready: firstCustomer,
      dialogs: [
        { name: 'edit customer profile', open: button('Edit profile') },
        { name: 'erase customer', open: button('Erase her data') },
      ],
    },
    // Her report of a visit, opened from her page.
    { path: '/customers?consent=photos&sort=-visits', ready: firstReport },
    {
      path: '/symptom-label?language=en-US',
      dialogs: [
        { name: 'add type', open: button('Add type') },
        { name: 'add label', open: button('Add label') },
      ],
    },
    {
      path: '/product-type',
      ready: rows,
      dialogs: [
        { name: 'add type', open: button('Add type') },
        { name: 'add programme', open: button('Add programme') },
        { name: 'batch add', open: button('Batch add') },
        {
          name: 'programme details',
          open: (p) => page$(p).locator('.ant-table-row').first().locator('.pt-name').click(),
        },
      ],
    },
    listScreen('/treatment-case', {
      'add case': button('Add case'),
      'case details': rowButton('View'),
    }),
    listScreen('/symptom-desc?language=en-US', { 'edit script': rowButton('Edit') }),
    listScreen('/ad-info?language=zh-CN', {
      'add advert': button('Add advert'),
      preview: button('Preview'),
    }),
    listScreen('/complaint-type?language=en-US', { 'add type': button('Add type') }),
    listScreen('/complain-info?language=en-US', { 'add complaint': button('Add complaint') }),
    listScreen('/my-orders', { 'order details': rowButton('Details') }),
    {
      path: '/cloud',
      ready: async (p) => {
        await expect(p.getByTestId('cloud-quote')).toBeVisible(LOAD);
        await expect(p.getByTestId('retention-due')).toBeVisible(LOAD);
      },
      dialogs: [
        {
          name: 'cloud box',
          open: async (p) => {
            await p.getByTestId('cloud-box').click();
            await expect(p.getByTestId('cloud-box-panel')).toBeVisible(LOAD);
          },
        },
      ],
    },
    { path: '/no/such/page' },
    { path: '/403' },
    { path: '/500' },
    { path: '/payment?orderNo=R2026001' },
    { path: '/payment/result?orderNo=R2026001' },
  ],
  staff: [{ path: '/users', ready: rows, dialogs: [changePassword] }, listScreen('/shop-device'), { path: '/data' }],
  platform: [
    { path: '/data', ready: (p) => expect(p.getByTestId('fig-accounts')).toBeVisible(LOAD) },
    listScreen('/users', { 'store accounts': rowButton('View accounts') }),
    listScreen('/users?tab=audit'),
    listScreen('/analyses'),
    listScreen('/customers'),
    { path: '/customers?tab=consent&consent=en-US', ready: consentTexts, dialogs: [readConsentVersion] },
    { path: '/symptom-label?language=en-US' },
    { path: '/product-type' },
    { path: '/treatment-case' },
    listScreen('/symptom-desc?language=en-US'),
    { path: '/ad-info?language=zh-CN' },
    { path: '/complaint-type?language=en-US' },
    { path: '/complain-info?language=en-US' },
    listScreen('/my-orders', { 'order details': rowButton('Details') }),
    { path: '/cloud' },
  ],
};

/** Waits until the screen at `path` shows its content: nothing loading, the page's own check passed. */
export async function screenReady(page: Page, screen: Screen) {
  if (screen.ready) await screen.ready(page);
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, .sc-loading')).toHaveCount(0, LOAD);
}

/** The dialog or drawer an opener showed, once its content is there. */
export async function dialogShown(page: Page) {
  const shown = page.locator(
    '.ant-modal-wrap:visible [role=dialog], .ant-drawer-open [role=dialog], .ant-popover:visible',
  );
  await expect(shown.first()).toBeVisible(LOAD);
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, .sc-loading')).toHaveCount(0, LOAD);
}

/** Closes what an opener showed (Escape) and waits until nothing is left open. */
export async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-modal-wrap:visible, .ant-drawer-open, .ant-popover:visible')).toHaveCount(0, LOAD);
}
