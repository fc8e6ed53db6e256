import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { findRoute } from '../app/route-utils';
import { useT } from '../i18n/areas';
import { closeAll, closeLeft, closeOthers, closeRight, closeTab, type Tab, type TabsChange } from './tabs/tabs';

interface Props {
  tabs: Tab[];
  activeKey: string | null;
  onChange: (tabs: Tab[]) => void;
}

type TabAction = 'closeCurrent' | 'closeLeft' | 'closeRight' | 'closeOthers' | 'closeAll';

/** The id of a tab's element (the page's `main` is labelled by the active one). */
export const tabId = (key: string) => `sc-tab-${key.replace(/[^a-zA-Z0-9-]/g, '_')}`;

/**
 * Every opened page as a tab, with close current / left / right / others / all (the actions menu and a tab's right
 * click). A tab list in the ARIA sense holding tabs only: a tab is focused with the arrow keys (Home, End), opened
 * with Enter or Space and closed with Delete or Backspace; its × is for the mouse (the keyboard has Delete and the
 * actions menu), so no button sits inside the list or inside a tab.
 */
export function TabsBar({ tabs, activeKey, onChange }: Props) {
  const { t } = useT();
  const navigate = useNavigate();
  const refs = useRef(new Map<string, HTMLDivElement>());
  // The tab that takes the keyboard focus (roving tabindex): the active one unless the arrows moved it.
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [focusWanted, setFocusWanted] = useState(false);
  const stop = focusKey && tabs.some((tab) => tab.key === focusKey) ? focusKey : (activeKey ?? tabs[0]?.key ?? null);

  // The active tab scrolled into the strip's view. By hand, not with scrollIntoView: Chromium then takes the tab as the
  // point the next Tab key starts from, and a keyboard user's first Tab on a page went past the skip link, the menu
  // and the header to the tabs' actions button.
  useEffect(() => {
    const tab = activeKey ? refs.current.get(activeKey) : undefined;
    const strip = tab?.parentElement;
    if (!tab || !strip) return;
    const { left, right } = tab.getBoundingClientRect();
    const view = strip.getBoundingClientRect();
    if (left < view.left) strip.scrollLeft -= view.left - left;
    else if (right > view.right) strip.scrollLeft += right - view.right;
  }, [activeKey]);
  useEffect(() => {
    if (!focusWanted || !stop) return;
    refs.current.get(stop)?.focus();
    setFocusWanted(false);
  }, [focusWanted, stop]);

  const apply = (change: TabsChange) => {
    onChange(change.tabs);
    if (change.goto) navigate(change.goto);
  };

  const run = (action: TabAction, key: string) => {
    if (action === 'closeCurrent') apply(closeTab(tabs, key, activeKey));
    else if (action === 'closeLeft') apply(closeLeft(tabs, key, activeKey));
    else if (action === 'closeRight') apply(closeRight(tabs, key, activeKey));
    else if (action === 'closeOthers') apply(closeOthers(tabs, key, activeKey));
    else apply(closeAll());
  };

  const menuFor = (key: string | null): MenuProps => {
    const index = key ? tabs.findIndex((tab) => tab.key === key) : -1;
    const items: MenuProps['items'] = [
      { key: 'closeCurrent', label: t('layout:tabs.closeCurrent'), disabled: index < 0, icon: <CloseOutlined /> },
      { key: 'closeLeft', label: t('layout:tabs.closeLeft'), disabled: index <= 0 },
      { key: 'closeRight', label: t('layout:tabs.closeRight'), disabled: index < 0 || index === tabs.length - 1 },
      { key: 'closeOthers', label: t('layout:tabs.closeOthers'), disabled: index < 0 || tabs.length <= 1 },
      { type: 'divider' },
      { key: 'closeAll', label: t('layout:tabs.closeAll'), disabled: tabs.length === 0, danger: true },
    ];
    return {
      items,
      onClick: ({ key: action, domEvent }) => {
        // The menu of a tab's right click sits inside the tab in React's tree: without this the click would
        // also reach the tab and open the tab right-clicked instead of keeping the one the user was on.
        domEvent.stopPropagation();
        if (key !== null) run(action as TabAction, key);
      },
    };
  };

  const titleOf = (tab: Tab) => {
    const route = findRoute(tab.key);
    return route ? t(`menu:${route.title}`) : tab.key;
  };

  /** Closes a tab from the keyboard and keeps the focus in the list (on the tab that takes its place). */
  const closeFromKeyboard = (key: string) => {
    const i = tabs.findIndex((tab) => tab.key === key);
    const neighbour = tabs[i + 1] ?? tabs[i - 1];
    run('closeCurrent', key);
    setFocusKey(neighbour?.key ?? null);
    setFocusWanted(true);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>, index: number) => {
    const move = (to: number) => {
      const next = tabs[(to + tabs.length) % tabs.length];
      if (!next) return;
      e.preventDefault();
      setFocusKey(next.key);
      setFocusWanted(true);
    };
    const tab = tabs[index]!;
    if (e.key === 'ArrowRight') move(index + 1);
    else if (e.key === 'ArrowLeft') move(index - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(tabs.length - 1);
    else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      navigate(tab.path);
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      closeFromKeyboard(tab.key);
    }
  };

  return (
    <nav className="sc-tabs" aria-label={t('layout:tabs.label')} data-testid="tabs-bar">
      <div className="sc-tabs__strip" role="tablist" aria-label={t('layout:tabs.label')}>
        {tabs.map((tab, index) => {
          const active = tab.key === activeKey;
          return (
            <Dropdown key={tab.key} menu={menuFor(tab.key)} trigger={['contextMenu']}>
              <div
                ref={(el) => {
                  if (el) refs.current.set(tab.key, el);
                  else refs.current.delete(tab.key);
                }}
                id={tabId(tab.key)}
                role="tab"
                aria-selected={active}
                aria-controls={active ? 'sc-page' : undefined}
                aria-keyshortcuts="Delete"
                tabIndex={tab.key === stop ? 0 : -1}
                className={`sc-tab${active ? ' sc-tab--active' : ''}`}
                data-tab-key={tab.key}
                onClick={() => navigate(tab.path)}
                onFocus={() => setFocusKey(tab.key)}
                onKeyDown={(e) => onKeyDown(e, index)}
              >
                <span className="sc-tab__title">{titleOf(tab)}</span>
                <span
                  className="sc-tab__close"
                  aria-hidden="true"
                  title={t('layout:tabs.close')}
                  data-testid="tab-close"
                  onClick={(e) => {
                    e.stopPropagation();
                    run('closeCurrent', tab.key);
                  }}
                >
                  <CloseOutlined />
                </span>
              </div>
            </Dropdown>
          );
        })}
      </div>
      <Dropdown menu={menuFor(activeKey)} trigger={['click']} placement="bottomRight">
        <Button
          type="text"
          size="small"
          icon={<DownOutlined />}
          aria-label={t('layout:tabs.actions')}
          title={t('layout:tabs.actions')}
          className="sc-tabs-actions"
        />
      </Dropdown>
    </nav>
  );
}
