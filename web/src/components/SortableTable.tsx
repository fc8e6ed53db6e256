import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Table, type TableColumnsType, type TableProps } from 'antd';
import { type CSSProperties, createContext, type HTMLAttributes, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import './sortable.css';

type Sortable = ReturnType<typeof useSortable>;
/** The drag handle of a row reaches its row's sortable state through this. */
const RowContext = createContext<Sortable | null>(null);

/** Rows move up and down only. */
const vertical: Modifier = ({ transform }) => ({ ...transform, x: 0 });

type RowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string | number };

function SortableRow(props: RowProps & { 'data-row-key': string | number }) {
  const sortable = useSortable({ id: Number(props['data-row-key']) });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const style: CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 9 } : {}),
  };
  return (
    <RowContext.Provider value={sortable}>
      <tr
        {...props}
        ref={setNodeRef}
        style={style}
        className={`${props.className ?? ''}${isDragging ? ' su-row-dragging' : ''}`}
      />
    </RowContext.Provider>
  );
}

/** antd's body row: sortable when it shows a record (the empty-state row has no key). */
function Row(props: RowProps) {
  const key = props['data-row-key'];
  return key === undefined ? <tr {...props} /> : <SortableRow {...props} data-row-key={key} />;
}

function DragHandle({ label }: { label: string }) {
  const sortable = useContext(RowContext);
  return (
    <Button
      type="text"
      size="small"
      className="su-drag-handle"
      icon={<HolderOutlined />}
      ref={sortable?.setActivatorNodeRef}
      {...sortable?.attributes}
      {...sortable?.listeners}
      aria-label={label}
      title={label}
    />
  );
}

export interface SortableTableProps<T extends { id: number }>
  extends Omit<TableProps<T>, 'components' | 'rowKey' | 'dataSource' | 'columns'> {
  rows: T[];
  columns: TableColumnsType<T>;
  /** Whether the caller may reorder (else a plain table, without the handle column). */
  sortable: boolean;
  /** The rows in their new order, after a drop or an arrow; `moved` is the row that moved. */
  onReorder: (next: T[], moved: T) => void;
  /** What the row is called in labels and announcements. */
  nameOf: (row: T) => string;
  /** Phones get up/down arrows instead of the drag handle (dragging in a table that scrolls sideways is awkward). */
  mobile: boolean;
}

/**
 * A table whose rows are put in order by dragging them by a handle (first column), as antd shows drag sorting with
 * dnd-kit: a pointer drag, or the keyboard (focus the handle, Space, arrow keys, Space), announced to screen
 * readers; on phones, arrows move a row up or down. The whole list must be on screen (no pagination).
 */
export function SortableTable<T extends { id: number }>({
  rows,
  columns,
  sortable,
  onReorder,
  nameOf,
  mobile,
  ...table
}: SortableTableProps<T>) {
  const { t } = useTranslation('sortable');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => rows.map((r) => r.id), [rows]);

  const at = (id: UniqueIdentifier | undefined) => rows.findIndex((r) => r.id === id);
  const name = (id: UniqueIdentifier) => {
    const row = rows[at(id)];
    return row ? nameOf(row) : '';
  };
  const count = rows.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('picked', { name: name(active.id), from: at(active.id) + 1, count }),
    onDragOver: ({ active, over }) =>
      over ? t('over', { name: name(active.id), to: at(over.id) + 1, count }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('dropped', { name: name(active.id), to: at(over.id) + 1, count }) : undefined,
    onDragCancel: ({ active }) => t('cancelled', { name: name(active.id), from: at(active.id) + 1 }),
  };

  const move = (from: number, to: number) => {
    if (from < 0 || to < 0 || from >= count || to >= count || from === to) return;
    onReorder(arrayMove(rows, from, to), rows[from]!);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(at(active.id), at(over.id));
  };

  const handleColumn: TableColumnsType<T>[number] = {
    title: <span className="su-visually-hidden">{t('column')}</span>,
    key: 'handle',
    width: mobile ? 40 : 44,
    align: 'center',
    render: (_: unknown, row, index) =>
      mobile ? (
        <span className="su-move-arrows">
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t('moveUp', { name: nameOf(row) })}
            disabled={index === 0}
            onClick={() => move(index, index - 1)}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t('moveDown', { name: nameOf(row) })}
            disabled={index === count - 1}
            onClick={() => move(index, index + 1)}
          />
        </span>
      ) : (
        <DragHandle label={t('handle', { name: nameOf(row) })} />
      ),
  };

  const plain = (
    <Table<T>
      rowKey="id"
      size="middle"
      pagination={false}
      {...table}
      columns={sortable ? [handleColumn, ...columns] : columns}
      dataSource={rows}
      components={sortable && !mobile ? { body: { row: Row } } : undefined}
    />
  );
  if (!sortable || mobile) return plain;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[vertical]}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {plain}
      </SortableContext>
    </DndContext>
  );
}
