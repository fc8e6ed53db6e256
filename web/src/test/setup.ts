import { LANGUAGES } from '@skin/contract';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { resetClient } from '../api/client';
import { preloadFeedback } from '../app/Feedback';
import { forgetKeptState } from '../hooks/useKeptState';
import { loadServerMessages } from '../i18n/server-messages';
import { fakeApiProblems, resetFakeApi, startFakeApi, stopFakeApi } from './fake-api';

// A wait for what the screen shows (findBy*, waitFor) ends as soon as it is there; it gives up after 15 s rather than
// 1 s: the unit tests run beside the browser and API tests on two cores, where a page of antd in jsdom that asks
// two questions (a customer's page, then her comparison) took over 5 s at load 9 (customer-page.test.tsx).
configure({ asyncUtilTimeout: 15_000 });

// Ant Design reads media queries (Grid, Layout.Sider breakpoints); jsdom has no matchMedia.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

// antd's scroll/overflow helpers use ResizeObserver, which jsdom lacks.
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
}

// jsdom's getComputedStyle does not take a pseudo-element; antd passes one when measuring scrollbars.
const { getComputedStyle } = window;
window.getComputedStyle = (elt: Element) => getComputedStyle(elt);

// The fake API (fake-api.ts) answers every request of the file; each test starts with no route faked, a fresh request
// client and no kept list state, and fails when a request went unanswered or an answer could not come from the server.
beforeAll(startFakeApi);
afterAll(stopFakeApi);
beforeEach(() => {
  resetFakeApi();
  resetClient();
  forgetKeptState();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  expect(fakeApiProblems(), 'requests no fake route answered, or answers the server could not send').toEqual([]);
});

// The server's message catalogue, loaded before the first render in the console (i18n/index.ts).
// The toasts' and dialogs' code, which the console loads with its signed-in layouts (app/Feedback.tsx).
await preloadFeedback();
// Every language's server messages: tests switch languages freely.
await Promise.all(LANGUAGES.map((lang) => loadServerMessages(lang)));
