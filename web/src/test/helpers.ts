import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';

/**
 * Helpers of the users and devices component tests. Role queries and userEvent's pointer-events check read the
 * computed styles of the whole page, which is very slow in jsdom under antd's CSS-in-JS (seconds per query with a
 * table on screen); buttons are found by their text instead, and clicks skip the pointer-events check. Under fake
 * timers (`vi.useFakeTimers()`), its pauses between keys and clicks move the fake clock.
 */
export const user = userEvent.setup({
  pointerEventsCheck: 0,
  advanceTimers: (ms) => {
    if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
  },
});

/** The button whose text matches `name` inside `scope`, or null. */
export function findButton(scope: HTMLElement, name: string | RegExp): HTMLElement | null {
  for (const hit of within(scope).queryAllByText(name)) {
    const button = hit.closest('button');
    if (button) return button;
  }
  return null;
}

export function button(scope: HTMLElement, name: string | RegExp): HTMLElement {
  const found = findButton(scope, name);
  if (!found) throw new Error(`no button ${String(name)}`);
  return found;
}

export const page = () => document.body;

/** A tab title of the page's Tabs, or null. */
export const tab = (name: string) =>
  within(page()).queryByText(name, { selector: '.ant-tabs-tab-btn, .ant-tabs-tab-btn *' });

/** The newest open dialog (modal, confirmation or drawer). */
export const openDialog = () =>
  waitFor(() => {
    const last = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].at(-1);
    if (!last) throw new Error('no dialog');
    return last;
  });

/** Clicks `name` (Add …, Import …) on the page and answers the dialog it opens. */
export async function dialogFromPage(name: string | RegExp) {
  await user.click(button(page(), name));
  return openDialog();
}

/** Clicks `action` on the row holding `row` and answers the dialog it opens. */
export async function dialogFromRow(row: string, action: string | RegExp = 'Edit') {
  await user.click(button(rowOf(row), action));
  return openDialog();
}

/** The page's column header that reads `text` (a long title is laid out in two halves, ColumnTitle). */
export const columnHeader = (text: string) =>
  [...page().querySelectorAll<HTMLElement>('th')].find((th) => th.textContent === text);

/** The table row that holds `text`. */
export const rowOf = (text: string) => within(page()).getByText(text).closest('tr') as HTMLElement;

/**
 * A row's delete asked for first: clicks Delete on the row holding `row`, checks the confirmation says each of
 * `says` and that nothing was sent yet, confirms with `confirm`, and waits for the one call to `path`.
 */
export async function deleteAfterConfirming(
  bodies: Record<string, unknown[] | undefined>,
  { row, path, says, confirm = 'Delete' }: { row: string; path: string; says: string[]; confirm?: string },
) {
  await user.click(button(rowOf(row), 'Delete'));
  const dialog = await openDialog();
  for (const text of says) expect(dialog.textContent).toContain(text);
  expect(bodies[path]).toBeUndefined();
  await user.click(button(dialog, confirm));
  await waitFor(() => expect(bodies[path]).toHaveLength(1));
  return dialog;
}

/**
 * Edit on the row holding `first`, type into its `field`, Cancel, then Edit on the row holding `second`: answers
 * the dialog now open and its `field`, which must show the second row's value (a form kept from the first row
 * would show the first's, or what was typed), then presses OK; answers that value and the dialog.
 */
export async function editAfterCancelling(first: string, second: string, field: string) {
  await user.click(button(rowOf(first), 'Edit'));
  const a = await openDialog();
  await user.type(within(a).getByLabelText(field), ' typed');
  await user.click(button(a, 'Cancel'));
  await user.click(button(rowOf(second), 'Edit'));
  const dialog = await openDialog();
  const value = (within(dialog).getByLabelText(field) as HTMLInputElement).value;
  await user.click(button(dialog, 'OK'));
  return { value, dialog };
}
