import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { textEms } from './ColumnTitle';

/** One action of a table row: a link button on the row, or an item of its "more" menu. */
export interface RowAction {
  key: string;
  label: string;
  danger?: boolean;
  onClick: () => void;
}

interface Props {
  items: RowAction[];
  /** On a phone every action is in the menu (one small button beside the row's name). */
  mobile: boolean;
  /** At most this many actions on the row; the others in the menu. */
  inline?: number;
  /** How wide (in ems of the text) the actions on the row may be together: the ones that do not fit go in the menu. */
  budget?: number;
}

/** A link button's padding and the gap around it, in ems. */
const BUTTON_EMS = 1.2;
/** The "more" button, in ems. */
const MORE_EMS = 2;

/**
 * A row's actions: the first ones as link buttons, as many as fit `budget` in the language shown (a long Spanish
 * or Thai label goes in the menu where the English one stays on the row), the rest under a "more" button, so the
 * actions never wrap and the column stays as narrow in every language. Every list with row actions goes
 * through this; a screen adds an action by adding an item.
 */
export function RowActions({ items, mobile, inline = 2, budget = 9 }: Props) {
  const { t } = useTranslation('common');
  if (!items.length) return null;
  const widths = items.map((item) => textEms(item.label) + BUTTON_EMS);
  let shown = 0;
  if (!mobile) {
    const total = widths.reduce((sum, w) => sum + w, 0);
    if (items.length <= inline && total <= budget) shown = items.length;
    else {
      let used = MORE_EMS;
      while (shown < Math.min(inline, items.length) && used + widths[shown]! <= budget) used += widths[shown++]!;
    }
  }
  const rest = items.slice(shown);
  const byKey = new Map(items.map((i) => [i.key, i]));
  return (
    <Space size={0} className="su-actions su-nowrap">
      {items.slice(0, shown).map((item) => (
        <Button key={item.key} type="link" size="small" danger={item.danger} onClick={item.onClick}>
          {item.label}
        </Button>
      ))}
      {rest.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: rest.map(({ key, label, danger }) => ({ key, label, danger })),
            onClick: ({ key }) => byKey.get(key)?.onClick(),
          }}
        >
          <Button
            type={mobile ? 'default' : 'link'}
            size="small"
            icon={<MoreOutlined />}
            aria-label={t('moreActions')}
            title={t('moreActions')}
            data-testid="row-actions"
          />
        </Dropdown>
      )}
    </Space>
  );
}
