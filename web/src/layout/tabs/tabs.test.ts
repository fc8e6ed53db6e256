import { describe, expect, it } from 'vitest';
import { isTabAllowed } from '../../app/route-utils';
import {
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  INDEX_PATH,
  loadTabs,
  openTab,
  saveTabs,
  type Tab,
  tabsStorageKey,
} from './tabs';

const tab = (key: string, search = ''): Tab => ({ key, path: key + search });
const users = tab('/users');
const devices = tab('/shop-device');
const orders = tab('/my-orders', '?page=2');
const cloud = tab('/cloud');
const four = [users, devices, orders, cloud];

describe('tabs', () => {
  it('opens each page once, in the order of opening, and keeps its latest query', () => {
    let tabs = openTab([], users);
    tabs = openTab(tabs, devices);
    tabs = openTab(tabs, users);
    expect(tabs).toEqual([users, devices]);
    tabs = openTab(tabs, tab('/users', '?q=ann'));
    expect(tabs.map((t) => t.path)).toEqual(['/users?q=ann', '/shop-device']);
  });

  describe('close current', () => {
    it('goes to the right neighbour of the closed active tab', () => {
      expect(closeTab(four, '/shop-device', '/shop-device')).toEqual({
        tabs: [users, orders, cloud],
        goto: orders.path,
      });
    });
    it('goes to the left neighbour when the last tab is closed', () => {
      expect(closeTab(four, '/cloud', '/cloud')).toEqual({ tabs: [users, devices, orders], goto: orders.path });
    });
    it('goes to /index when no tab is left', () => {
      expect(closeTab([users], '/users', '/users')).toEqual({ tabs: [], goto: INDEX_PATH });
    });
    it('stays where it is when a tab in the background is closed', () => {
      expect(closeTab(four, '/cloud', '/users')).toEqual({ tabs: [users, devices, orders], goto: null });
    });
  });

  describe('close left', () => {
    it('closes the tabs left of the chosen one', () => {
      expect(closeLeft(four, '/my-orders', '/cloud')).toEqual({ tabs: [orders, cloud], goto: null });
    });
    it('moves to the chosen tab when the active one was closed', () => {
      expect(closeLeft(four, '/my-orders', '/users')).toEqual({ tabs: [orders, cloud], goto: orders.path });
    });
    it('does nothing for the first tab', () => {
      expect(closeLeft(four, '/users', '/users')).toEqual({ tabs: four, goto: null });
    });
  });

  describe('close right', () => {
    it('keeps the active tab when it survives', () => {
      expect(closeRight(four, '/shop-device', '/users')).toEqual({ tabs: [users, devices], goto: null });
    });
    it('moves to the chosen tab when the active one was closed', () => {
      expect(closeRight(four, '/shop-device', '/cloud')).toEqual({ tabs: [users, devices], goto: devices.path });
    });
    it('does nothing for the last tab', () => {
      expect(closeRight(four, '/cloud', '/users')).toEqual({ tabs: four, goto: null });
    });
  });

  describe('close others', () => {
    it('keeps only the chosen tab and goes there', () => {
      expect(closeOthers(four, '/my-orders', '/users')).toEqual({ tabs: [orders], goto: orders.path });
    });
    it('does not navigate when the chosen tab is the active one', () => {
      expect(closeOthers(four, '/cloud', '/cloud')).toEqual({ tabs: [cloud], goto: null });
    });
  });

  it('close all empties the bar and goes to /index', () => {
    expect(closeAll()).toEqual({ tabs: [], goto: INDEX_PATH });
  });

  describe('persistence per user', () => {
    it('saves and restores each user’s own tab set', () => {
      saveTabs(localStorage, 7, [users, orders]);
      saveTabs(localStorage, 8, [cloud]);
      const all = () => true;
      expect(loadTabs(localStorage, 7, all)).toEqual([users, orders]);
      expect(loadTabs(localStorage, 8, all)).toEqual([cloud]);
      expect(loadTabs(localStorage, 9, all)).toEqual([]);
    });

    it('drops restored tabs the user may no longer open, unknown pages and broken entries', () => {
      localStorage.setItem(
        tabsStorageKey(7),
        JSON.stringify([users, devices, orders, cloud, tab('/nope'), tab('/login'), { key: 1 }, users, 'x']),
      );
      const access = ['users', 'cloud'];
      expect(loadTabs(localStorage, 7, (p) => isTabAllowed(p, access))).toEqual([users, cloud]);
    });

    it('survives garbage in storage', () => {
      localStorage.setItem(tabsStorageKey(7), '{not json');
      expect(loadTabs(localStorage, 7, () => true)).toEqual([]);
      localStorage.setItem(tabsStorageKey(7), '{"a":1}');
      expect(loadTabs(localStorage, 7, () => true)).toEqual([]);
    });
  });
});
