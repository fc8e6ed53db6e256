import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton, Table, type TablePaginationConfig, type TableProps, type TableRef } from 'antd';
import { type Key, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../app/lazy';
import { usePreloadWhenIdle } from '../hooks/lazyParts';
import type { TableSort } from '../hooks/urlFields';
import { ColumnTitle } from './ColumnTitle';
import './list.css';

/**
 * A list that could not load says so with antd's Result, whose illustrations weigh 34 KB: loaded when the list is
 * drawn and the browser idle (so it is here if the network goes), not before the first list.
 */
const LoadFailed = lazyPart(() => import('./LoadFailed'), 'LoadFailed');

/** Page sizes offered by the tables of the list screens. */
export const PAGE_SIZES = [10, 20, 50, 100];

/** The `sortOrder` of a table column from the list's sort state. */
export function sortOrderOf<F extends string>(
  sort: { field?: F | null; order?: 'ascend' | 'descend' | null },
  field: F,
): 'ascend' | 'descend' | null {
  return sort.field === field ? (sort.order ?? null) : null;
}

/** The table's `onChange` of a list whose page and size are its state: the page or size asked for. */
export function pageChange<S extends { page: number; pageSize: number }>(state: S, setState: (next: S) => void) {
  return (p: TablePaginationConfig) =>
    setState({ ...state, page: p.current ?? 1, pageSize: p.pageSize ?? state.pageSize });
}

/**
 * The table's `onChange` of a list whose page, size and sort are its state (useUrlFilters): the page or size asked
 * for, or the first page under a new sort.
 */
export function pageOrSortChange<T, F extends string, S extends { page: number; pageSize: number; sort: TableSort<F> }>(
  state: S,
  setState: (next: S) => void,
): NonNullable<TableProps<T>['onChange']> {
  return (pagination, _filters, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = s?.order ? (s.field as F) : null;
    const order = s?.order ?? null;
    const sortChanged = field !== (state.sort.field ?? null) || order !== (state.sort.order ?? null);
    setState({
      ...state,
      page: sortChanged ? 1 : (pagination.current ?? 1),
      pageSize: pagination.pageSize ?? state.pageSize,
      sort: { field, order },
    });
  };
}

export interface QueryTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination'> {
  /** A paged list query (`{ list, total }`). */
  query: UseQueryResult<{ list: T[]; total: number }>;
  /** The page shown: the list's own state, changed through `onChange`. */
  paging: { page: number; pageSize: number };
  /** The title of a failed load (what could not be loaded); retry and total are the common words. */
  loadFailed: string;
  mobile: boolean;
  skeletonRows?: number;
  skeletonTestId?: string;
  /** Below this width (px) the table scrolls sideways instead of wrapping its cells further. */
  minWidth?: number;
}

/**
 * Every list of these screens: a skeleton while the first page loads, a retry when it could not be
 * loaded, then the paged table (scrolling sideways inside its card on narrow screens).
 */
/**
 * On a phone the row's actions (the column keyed `actions`) come right after its first column (what names
 * the row), so they are reachable without scrolling the table sideways. Every list table goes through this.
 */
export function actionsFirstOnPhone<C extends { key?: Key }>(columns: C[], mobile: boolean): C[] {
  if (!mobile) return columns;
  const actions = columns.filter((c) => c.key === 'actions').map((c) => ({ ...c, fixed: undefined }));
  const rest = columns.filter((c) => c.key !== 'actions');
  return [...rest.slice(0, 1), ...actions, ...rest.slice(1)];
}

/**
 * antd copies every column title into a hidden measure row (`aria-hidden`) to size the columns; a title holding a
 * control (the select-all checkbox of a table with row selection) would be focusable there, hidden from screen
 * readers but reached by the Tab key. Such rows are made `inert`, whenever antd (re)creates them.
 */
function useInertMeasureRows() {
  const ref = useRef<TableRef | null>(null);
  useEffect(() => {
    const root = ref.current?.nativeElement;
    if (!root) return;
    const mark = () => {
      for (const row of root.querySelectorAll('.ant-table-measure-row:not([inert])')) row.setAttribute('inert', '');
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  });
  return ref;
}

export function QueryTable<T extends object>({
  query,
  paging,
  loadFailed,
  mobile,
  skeletonRows = 5,
  skeletonTestId,
  minWidth = 900,
  ...table
}: QueryTableProps<T>) {
  const { t, i18n } = useTranslation('common');
  const tableRef = useInertMeasureRows();
  usePreloadWhenIdle(LoadFailed);
  if (query.isPending) return <Skeleton active paragraph={{ rows: skeletonRows }} data-testid={skeletonTestId} />;
  if (query.isError && !query.data) {
    return (
      <Suspense fallback={null}>
        <LoadFailed
          title={loadFailed}
          message={query.error.message}
          retryText={t('retry')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          error={query.error}
        />
      </Suspense>
    );
  }
  const columns =
    table.columns &&
    actionsFirstOnPhone(table.columns, Boolean(mobile)).map((c) =>
      typeof c.title === 'string' ? { ...c, title: <ColumnTitle text={c.title} lang={i18n.language} /> } : c,
    );
  // A list that counts its matches only up to a cap (orders) says "+" after the total.
  const capped = (query.data as { capped?: boolean } | undefined)?.capped ? '+' : '';
  return (
    <Table<T>
      ref={tableRef}
      rowKey="id"
      size="middle"
      // Wider screens fit the table to its card, wrapping headers and long cells (every column visible at
      // 1440 px in every language, none under the fixed Actions column); phones scroll it sideways, unless it is
      // one column (a card per row, as /analyses shows on a phone), which wraps its cells to the card instead.
      scroll={{ x: mobile ? ((columns?.length ?? 0) > 1 ? 'max-content' : undefined) : minWidth }}
      className={mobile ? undefined : 'su-table--fit'}
      // Columns sized by their content (antd would use equal fixed widths once a column is fixed).
      tableLayout="auto"
      {...table}
      columns={columns}
      dataSource={query.data?.list ?? []}
      loading={query.isFetching}
      pagination={{
        current: paging.page,
        pageSize: paging.pageSize,
        total: query.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES,
        showTotal: (count) => `${t('total', { count })}${capped}`,
        simple: mobile,
        size: mobile ? 'small' : undefined,
      }}
    />
  );
}
