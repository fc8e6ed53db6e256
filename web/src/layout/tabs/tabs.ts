/**
 * The tab bar's rules, kept free of React so they can be tested on their own.
 * A tab is one opened page: `key` is its pathname, `path` what to navigate to (pathname + search).
 * Closing operations return the new tab list and, when the page on screen was closed, where to go (`goto`).
 */
export interface Tab {
  key: string;
  path: string;
}

export interface TabsChange {
  tabs: Tab[];
  /** Set when the active page was closed: the neighbour tab's path, or the home path when none is left. */
  goto: string | null;
}

export const INDEX_PATH = '/index';

/** Adds a tab for the page, or updates its query when it is already open; keeps the order of opening. */
export function openTab(tabs: readonly Tab[], tab: Tab): Tab[] {
  const i = tabs.findIndex((t) => t.key === tab.key);
  if (i < 0) return [...tabs, tab];
  if (tabs[i]!.path === tab.path) return tabs as Tab[];
  const next = [...tabs];
  next[i] = tab;
  return next;
}

/** Closes one tab; closing the active one goes to its right neighbour, else its left, else /index. */
export function closeTab(tabs: readonly Tab[], key: string, activeKey: string | null): TabsChange {
  const i = tabs.findIndex((t) => t.key === key);
  if (i < 0) return { tabs: [...tabs], goto: null };
  const next = tabs.filter((t) => t.key !== key);
  if (key !== activeKey) return { tabs: next, goto: null };
  const neighbour = tabs[i + 1] ?? tabs[i - 1];
  return { tabs: next, goto: neighbour ? neighbour.path : INDEX_PATH };
}

/** Closes every tab left of `key`; if the active tab was among them, `key` becomes active. */
export function closeLeft(tabs: readonly Tab[], key: string, activeKey: string | null): TabsChange {
  const i = tabs.findIndex((t) => t.key === key);
  if (i <= 0) return { tabs: [...tabs], goto: null };
  const closed = tabs.slice(0, i);
  const next = tabs.slice(i);
  return { tabs: next, goto: closed.some((t) => t.key === activeKey) ? tabs[i]!.path : null };
}

/** Closes every tab right of `key`; if the active tab was among them, `key` becomes active. */
export function closeRight(tabs: readonly Tab[], key: string, activeKey: string | null): TabsChange {
  const i = tabs.findIndex((t) => t.key === key);
  if (i < 0 || i === tabs.length - 1) return { tabs: [...tabs], goto: null };
  const closed = tabs.slice(i + 1);
  const next = tabs.slice(0, i + 1);
  return { tabs: next, goto: closed.some((t) => t.key === activeKey) ? tabs[i]!.path : null };
}

/** Keeps only `key`; goes there if another tab was active. */
export function closeOthers(tabs: readonly Tab[], key: string, activeKey: string | null): TabsChange {
  const keep = tabs.find((t) => t.key === key);
  if (!keep) return { tabs: [...tabs], goto: null };
  return { tabs: [keep], goto: activeKey === key ? null : keep.path };
}

/** Closes every tab and goes to /index (which opens the home page again). */
export function closeAll(): TabsChange {
  return { tabs: [], goto: INDEX_PATH };
}

/** localStorage key of a user's tabs: the tab set is kept per user, also across sign-outs. */
export const tabsStorageKey = (userId: number | string) => `admin-tabs:${userId}`;

export function saveTabs(storage: Pick<Storage, 'setItem'>, userId: number | string, tabs: readonly Tab[]) {
  try {
    storage.setItem(tabsStorageKey(userId), JSON.stringify(tabs));
  } catch {
    // storage full or unavailable: tabs then last for this visit only
  }
}

/**
 * The user's saved tabs, without anything malformed, duplicated, or that the user may no longer open
 * (`allowed` gets the pathname: access codes change, screens are removed).
 */
export function loadTabs(
  storage: Pick<Storage, 'getItem'>,
  userId: number | string,
  allowed: (pathname: string) => boolean,
): Tab[] {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(tabsStorageKey(userId)) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const tabs: Tab[] = [];
  for (const item of raw) {
    if (!item || typeof item.key !== 'string' || typeof item.path !== 'string') continue;
    if (!item.path.startsWith(item.key) || seen.has(item.key) || !allowed(item.key)) continue;
    seen.add(item.key);
    tabs.push({ key: item.key, path: item.path });
  }
  return tabs;
}
