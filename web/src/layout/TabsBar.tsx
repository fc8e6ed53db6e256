import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Tabs } from 'antd';
import { useMemo } from 'react';
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

/** Every opened page as a closable tab, with close current / left / others / all (menu and right click). */
export function TabsBar({ tabs, activeKey, onChange }: Props) {
  const { t } = useT();
  const navigate = useNavigate();
  const closeName = t('layout:tabs.close');
  const locale = useMemo(() => ({ removeAriaLabel: closeName }), [closeName]);

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

  return (
    <nav className="sc-tabs" aria-label={t('layout:tabs.label')} data-testid="tabs-bar">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={activeKey ?? undefined}
        // The × of each tab: antd names it "remove" in English whatever the console's language.
        locale={locale}
        // onTabClick rather than onChange: a click on the tab shown as active while another page is still
        // loading must also win, so it navigates every time (to the same page it is a no-op).
        onTabClick={(key) => {
          const tab = tabs.find((x) => x.key === key);
          if (tab) navigate(tab.path);
        }}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') run('closeCurrent', key);
        }}
        items={tabs.map((tab) => ({
          key: tab.key,
          closable: true,
          label: (
            <Dropdown menu={menuFor(tab.key)} trigger={['contextMenu']}>
              <span data-tab-key={tab.key}>{titleOf(tab)}</span>
            </Dropdown>
          ),
        }))}
        tabBarExtraContent={{
          right: (
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
          ),
        }}
      />
    </nav>
  );
}
