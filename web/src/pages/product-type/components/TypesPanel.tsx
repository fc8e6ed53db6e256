import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { TProductType } from '@skin/contract';
import { Button, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The store's programme types with their counts, "All types" first; picking one filters the list. The
 * picked type can be renamed, or deleted while it has no programmes.
 */
export function TypesPanel({
  types,
  total,
  selected,
  onSelect,
  mayEdit,
  onAdd,
  onRename,
  onDelete,
}: {
  types: readonly TProductType[];
  total: number;
  selected: number | null;
  onSelect: (id: number | null) => void;
  mayEdit: boolean;
  onAdd: () => void;
  onRename: (t: TProductType) => void;
  onDelete: (t: TProductType) => void;
}) {
  const { t } = useTranslation('programme');
  const current = types.find((x) => x.id === selected);
  const entry = (id: number | null, name: string, count: number) => (
    <li key={id ?? 'all'}>
      <button
        type="button"
        className={`pt-type${selected === id ? ' pt-type--active' : ''}`}
        aria-current={selected === id ? 'true' : undefined}
        onClick={() => onSelect(id)}
      >
        <span className="pt-type-name">{name}</span>
        <span className="pt-type-count">{count}</span>
      </button>
    </li>
  );
  return (
    <nav className="cc-tree pt-types" aria-label={t('types')}>
      <div className="pt-types-head">
        <Typography.Text strong>{t('types')}</Typography.Text>
      </div>
      <ul className="pt-type-list">
        {entry(null, t('allTypes'), total)}
        {types.map((x) => entry(x.id, x.name, x.productCount))}
      </ul>
      {mayEdit && (
        <Button type="dashed" size="small" block icon={<PlusOutlined />} onClick={onAdd} className="pt-type-add">
          {t('addType')}
        </Button>
      )}
      {mayEdit && current && (
        <div className="pt-type-actions">
          <Button size="small" icon={<EditOutlined />} onClick={() => onRename(current)}>
            {t('rename')}
          </Button>
          <Tooltip title={current.productCount > 0 ? t('typeHasProducts', { count: current.productCount }) : undefined}>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              disabled={current.productCount > 0}
              onClick={() => onDelete(current)}
            >
              {t('deleteType')}
            </Button>
          </Tooltip>
        </div>
      )}
    </nav>
  );
}
