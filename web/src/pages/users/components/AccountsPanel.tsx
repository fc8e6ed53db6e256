import { SyncOutlined } from '@ant-design/icons';
import { APP_USER_SORT_FIELDS, type AppUserSortField, type TAppUser, type TAppUserQueryRequest } from '@skin/contract';
import type { QueryClient } from '@tanstack/react-query';
import { Button, Empty, Space, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../api/account';
import {
  prefetchAppUsers,
  useAppUsers,
  useCloseAppUser,
  useExportAppUsers,
  useSetAppUserPassword,
  useSetAppUserStatus,
  useSignOutApp,
} from '../../../api/users';
import { lazyPart } from '../../../app/lazy';
import { useFeedback } from '../../../app/useFeedback';
import { useAccess } from '../../../auth/access';
import { ExportMenu } from '../../../components/ExportMenu';
import { formatDate, formatTime } from '../../../components/format';
import { AddButton } from '../../../components/ListButtons';
import { ListToolbar } from '../../../components/ListToolbar';
import { pageOrSortChange, QueryTable, sortOrderOf } from '../../../components/QueryTable';
import { type RowAction, RowActions } from '../../../components/RowActions';
import { useOpenedOnce, usePreloadWhenIdle } from '../../../hooks/lazyParts';
import { days, oneOf, page, pageSize, sort, text, type UrlShape } from '../../../hooks/urlFields';
import { useEditDialog } from '../../../hooks/useEditDialog';
import { useUrlFilters } from '../../../hooks/useUrlState';
import { useDevice } from '../../../layout/device';
import { AccountFilters, type AccountFilterValues, hasFilters, toAccountQuery } from './AccountFilters';
import { notRenewable } from './renewable';

// The dialogs come when first opened, preloaded once the list is drawn: a cold /users does not wait for them.
const AppUserForm = lazyPart(() => import('./AppUserForm'), 'AppUserForm');
const RenewViewersDialog = lazyPart(() => import('./RenewViewersDialog'), 'RenewViewersDialog');
const SetPasswordDialog = lazyPart(() => import('./SetPasswordDialog'), 'SetPasswordDialog');

interface ListState {
  filters: AccountFilterValues;
  page: number;
  pageSize: number;
  sort: { field?: AppUserSortField | null; order?: 'ascend' | 'descend' | null };
}
const INITIAL: ListState = { filters: {}, page: 1, pageSize: 20, sort: {} };
/** `?type=2&state=enabled&expireFrom=2026-11-01&page=2&sort=-expireTime`: the list in its link. */
const IN_URL: UrlShape<ListState> = {
  filters: {
    userType: oneOf('type', [1, 2]),
    userName: text('name', 32),
    mobile: text('mobile', 24),
    state: oneOf('state', ['enabled', 'disabled', 'closed']),
    deviceNo: text('device', 64),
    expire: days('expireFrom', 'expireTo'),
    permanent: oneOf('permanent', ['yes', 'no']),
  },
  page: page(),
  pageSize: pageSize(),
  sort: sort('sort', APP_USER_SORT_FIELDS),
};

const accountsQuery = (state: ListState, shopId?: number): TAppUserQueryRequest => ({
  ...toAccountQuery(state.filters),
  shopId,
  sortField: state.sort.field,
  sortOrder: state.sort.order,
});

/** The store's own list as a visit opens it (no parameters in its link): asked for before the screen renders. */
export const prefetchAccounts = (client: QueryClient) =>
  prefetchAppUsers(client, INITIAL.page, INITIAL.pageSize, accountsQuery(INITIAL));

interface Props {
  /** The platform operator reads one store's accounts. */
  shopId?: number;
  /** No add, edit or other changes (the platform's view of a store). */
  readOnly?: boolean;
}

/**
 * App accounts of the store: filters, a sortable paged table and the actions the user's codes allow
 * (add, edit, enable/disable, set password, close, export).
 */
export function AccountsPanel({ shopId, readOnly = false }: Props) {
  const { t } = useTranslation(['users', 'common', 'orders', 'analyses']);
  const { message, modal } = useFeedback();
  const { can } = useAccess();
  const { data: me } = useCurrentUser();
  const device = useDevice();
  // A store's accounts in the platform's store drawer sit beside the store list: their parameters say whose.
  const [state, setState] = useUrlFilters(`accounts:${me?.id ?? 0}:${shopId ?? 'own'}`, IN_URL, INITIAL, {
    legacy: shopId ? `accounts${shopId}` : 'accounts',
    prefix: shopId ? `store${shopId}.` : '',
  });
  const [filterKey, setFilterKey] = useState(0);
  const formDialog = useEditDialog<TAppUser>();
  // Viewer ends picked for a renewal, kept across pages.
  const [picked, setPicked] = useState<TAppUser[]>([]);
  const [renewing, setRenewing] = useState(false);
  const pwdDialog = useEditDialog<TAppUser>();
  const formOpened = useOpenedOnce(formDialog.open, AppUserForm);
  const renewOpened = useOpenedOnce(renewing, RenewViewersDialog);
  const pwdOpened = useOpenedOnce(pwdDialog.open, SetPasswordDialog);
  usePreloadWhenIdle(AppUserForm, RenewViewersDialog, SetPasswordDialog);

  const query = useMemo(() => accountsQuery(state, shopId), [state, shopId]);
  const list = useAppUsers(state.page, state.pageSize, query);
  const setStatus = useSetAppUserStatus();
  const close = useCloseAppUser();
  const setPassword = useSetAppUserPassword();
  const signOutApp = useSignOutApp();
  const exporter = useExportAppUsers();

  const changes = !readOnly && me?.kind !== 'platform';
  const mayAdd = changes && can('users:add');
  const mayEdit = changes && can('users:edit');
  const mayStatus = changes && can('users:status');
  const mayPassword = changes && can('users:password');
  const mayClose = changes && can('users:delete');
  const mayExport = can('export');
  const mayAnalyses = changes && can('analysis');
  const mayRenew = changes && can('users') && (can('my-orders') || can('cloud'));
  const hasActions = mayEdit || mayStatus || mayPassword || mayClose;
  const filtered = hasFilters(state.filters);

  const confirmSignOutApp = (account: TAppUser) =>
    modal.confirm({
      title: t('confirm.signOutAppTitle', { name: account.userName }),
      content: t('confirm.signOutAppBody'),
      okText: t('actions.signOutApp'),
      cancelText: t('common:cancel'),
      onOk: async () => {
        const done = await signOutApp.mutateAsync(account.id).catch(() => null);
        if (done) message.success(t('confirm.signedOutApp', { name: account.userName, count: done.signedOut }));
      },
    });

  const confirmClose = (account: TAppUser) =>
    modal.confirm({
      title: t('confirm.closeTitle', { name: account.userName }),
      content: t('confirm.closeBody'),
      okText: t('actions.close'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => {
        // A refusal is shown by the request client and refreshes the list; the confirmation closes either way.
        if (
          await close.mutateAsync(account.id).then(
            () => true,
            () => false,
          )
        )
          message.success(t('confirm.closed', { name: account.userName }));
      },
    });

  const columns: TableColumnsType<TAppUser> = [
    // The user type sits under the name: one column fewer, so every column fits a laptop in any language.
    {
      title: t('fields.userName'),
      dataIndex: 'userName',
      sorter: true,
      sortOrder: sortOrderOf(state.sort, 'userName'),
      render: (name: string, row) => (
        <div className="su-name-cell">
          {mayAnalyses ? (
            // The name opens the account's analyses (no column or action added for it).
            <Link to={`/analyses?userId=${row.id}`} title={t('analyses:links.account', { name })}>
              <strong>{name}</strong>
            </Link>
          ) : (
            <Typography.Text strong>{name}</Typography.Text>
          )}
          <Typography.Text type="secondary" className="su-subtext">
            {row.userType === 1 ? t('type.working') : t('type.viewer')}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('fields.mobile'),
      dataIndex: 'mobile',
      render: (mobile: string | null) => (mobile ? <span className="su-nowrap">+{mobile}</span> : '—'),
    },
    {
      title: t('fields.status'),
      dataIndex: 'status',
      render: (_: unknown, row) =>
        row.closed ? (
          <Tooltip title={t('list.closedOn', { date: formatDate(row.closedAt) })}>
            <Tag>{t('status.closed')}</Tag>
          </Tooltip>
        ) : row.status === 1 ? (
          <Tag color="success">{t('status.enabled')}</Tag>
        ) : (
          <Tag color="error">{t('status.disabled')}</Tag>
        ),
    },
    {
      title: t('fields.address'),
      dataIndex: 'address',
      // One line, cut with an ellipsis past 10 em (the whole address on hover): a long one widened the list past a
      // laptop's width (antd's own ellipsis keeps the column as wide as its longest cell under the auto layout).
      render: (address: string) =>
        address ? (
          <span className="su-ellipsis" title={address}>
            {address}
          </span>
        ) : (
          '—'
        ),
    },
    {
      title: t('fields.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      sortOrder: sortOrderOf(state.sort, 'createdAt'),
      render: (v: string) => (
        <span className="su-nowrap" title={formatTime(v)}>
          {formatDate(v)}
        </span>
      ),
    },
    {
      title: t('fields.expireTime'),
      dataIndex: 'expireTime',
      sorter: true,
      sortOrder: sortOrderOf(state.sort, 'expireTime'),
      render: (_: unknown, row) =>
        row.permanent ? (
          <Tag color="blue">{t('permanent')}</Tag>
        ) : row.expired ? (
          // The tag goes under the day when the column is narrow.
          <Space size={[4, 0]} wrap>
            <span className="su-expired su-nowrap">{formatDate(row.expireTime)}</span>
            <Tag color="red">{t('status.expired')}</Tag>
          </Space>
        ) : (
          <span className="su-nowrap">{formatDate(row.expireTime)}</span>
        ),
    },
    {
      title: t('fields.deviceNo'),
      dataIndex: 'deviceNo',
      // A long number (they may have 32 characters) is cut: it widened the list past a laptop's width.
      render: (v: string | null) =>
        v ? (
          <span className="su-ellipsis su-ellipsis--short" title={v}>
            {v}
          </span>
        ) : (
          '—'
        ),
    },
    // The analysis app's last sign-in: when, and on which device.
    {
      title: t('fields.lastAppSignIn'),
      dataIndex: 'lastAppSignIn',
      render: (v: TAppUser['lastAppSignIn']) =>
        v ? (
          // The day, the time on hover (as the creation column): a date and time side by side widened the list
          // past a laptop's width in Spanish and Indonesian.
          <div className="su-name-cell">
            <span className="su-nowrap" title={formatTime(v.at)}>
              {formatDate(v.at)}
            </span>
            <Typography.Text type="secondary" className="su-subtext su-ellipsis su-ellipsis--short" title={v.deviceNo}>
              {v.deviceNo}
            </Typography.Text>
          </div>
        ) : (
          <Typography.Text type="secondary">{t('list.neverSignedIn')}</Typography.Text>
        ),
    },
  ];
  const askStatus = (row: TAppUser) =>
    modal.confirm({
      title: t(row.status === 1 ? 'confirm.disable' : 'confirm.enable', { name: row.userName }),
      okText: t('common:confirm'),
      cancelText: t('common:cancel'),
      okButtonProps: { danger: row.status === 1 },
      onOk: () => changeStatus(row),
    });
  const changeStatus = async (row: TAppUser) => {
    const next = row.status === 1 ? 0 : 1;
    // A refusal is shown by the request client and refreshes the list (the row changed elsewhere).
    const done = await setStatus.mutateAsync({ id: row.id, status: next }).then(
      () => true,
      () => false,
    );
    if (done) message.success(t(next === 1 ? 'confirm.enabled' : 'confirm.disabled', { name: row.userName }));
  };
  // The row's actions, most used first: on the row as far as they fit the language, the rest in its menu.
  const actionsOf = (row: TAppUser): RowAction[] => [
    ...(mayEdit ? [{ key: 'edit', label: t('actions.edit'), onClick: () => formDialog.openFor(row) }] : []),
    ...(mayStatus
      ? [
          {
            key: 'status',
            label: row.status === 1 ? t('actions.disable') : t('actions.enable'),
            danger: row.status === 1,
            onClick: () => askStatus(row),
          },
        ]
      : []),
    ...(mayPassword ? [{ key: 'password', label: t('actions.password'), onClick: () => pwdDialog.openFor(row) }] : []),
    ...(mayStatus
      ? [{ key: 'signOutApp', label: t('actions.signOutApp'), onClick: () => confirmSignOutApp(row) }]
      : []),
    ...(mayClose ? [{ key: 'close', label: t('actions.close'), danger: true, onClick: () => confirmClose(row) }] : []),
  ];

  if (hasActions) {
    const actions = {
      title: t('fields.actions'),
      key: 'actions',
      // On a phone every action is in one menu right beside the name, so none needs the table scrolled.
      fixed: device === 'mobile' ? undefined : ('right' as const),
      render: (_: unknown, row: TAppUser) =>
        row.closed ? (
          <Typography.Text type="secondary" title={t('list.noActions')}>
            —
          </Typography.Text>
        ) : (
          <RowActions items={actionsOf(row)} mobile={device === 'mobile'} budget={11} />
        ),
    };
    if (device === 'mobile') columns.splice(1, 0, actions);
    else columns.push(actions);
  }

  const clearFilters = () => {
    setState({ ...state, filters: {}, page: 1 });
    setFilterKey((k) => k + 1);
  };

  const empty = filtered ? (
    <Empty description={t('list.noMatch')}>
      <Button onClick={clearFilters}>{t('list.clearFilters')}</Button>
    </Empty>
  ) : (
    <Empty description={t('list.empty')}>
      {mayAdd ? <AddButton label={t('actions.add')} onClick={() => formDialog.openFor()} /> : null}
    </Empty>
  );

  const body = (
    <QueryTable<TAppUser>
      query={list}
      paging={state}
      loadFailed={t('list.loadFailed')}
      mobile={device === 'mobile'}
      skeletonRows={6}
      skeletonTestId="accounts-loading"
      columns={columns}
      rowClassName={(row) => (row.closed ? 'su-row--closed' : '')}
      rowSelection={
        mayRenew
          ? {
              preserveSelectedRowKeys: true,
              columnWidth: 32,
              selectedRowKeys: picked.map((a) => a.id),
              onChange: (_keys, rows) => {
                // Rows of other pages stay picked (antd gives them as undefined).
                const shown = new Set((list.data?.list ?? []).map((a) => a.id));
                setPicked([...picked.filter((a) => !shown.has(a.id)), ...rows.filter(Boolean)]);
              },
              getCheckboxProps: (row) => {
                const why = notRenewable(row);
                return { disabled: why !== null, title: why ? t(`orders:renew.notRenewable.${why}`) : undefined };
              },
            }
          : undefined
      }
      locale={{ emptyText: empty }}
      onChange={pageOrSortChange(state, setState)}
    />
  );

  return (
    <div data-testid="accounts-panel">
      <AccountFilters
        key={filterKey}
        value={state.filters}
        shopId={shopId}
        onSearch={(filters) => setState({ ...state, filters, page: 1 })}
      />
      {(mayAdd || mayExport || mayRenew) && (
        <ListToolbar
          list={list.data}
          after={
            mayRenew && (
              <>
                {' · '}
                {picked.length ? t('orders:renew.selected', { count: picked.length }) : t('orders:renew.selectHint')}
              </>
            )
          }
        >
          {mayRenew && (
            <Button icon={<SyncOutlined />} disabled={!picked.length} onClick={() => setRenewing(true)}>
              {t('orders:renew.button')}
              {picked.length ? ` (${picked.length})` : ''}
            </Button>
          )}
          {mayExport && (
            <ExportMenu texts="users:actions.exports" disabled={!list.data?.total} exporter={exporter} query={query} />
          )}
          {mayAdd && <AddButton label={t('actions.add')} onClick={() => formDialog.openFor()} />}
        </ListToolbar>
      )}
      {body}
      <Suspense fallback={null}>
        {changes && formOpened && (
          <AppUserForm open={formDialog.open} account={formDialog.record} onClose={formDialog.close} />
        )}
        {mayRenew && renewOpened && (
          <RenewViewersDialog accounts={picked} open={renewing} onClose={() => setRenewing(false)} />
        )}
        {changes && pwdOpened && (
          <SetPasswordDialog
            open={pwdDialog.open}
            recordKey={pwdDialog.record?.id}
            title={t('password.title', { name: pwdDialog.record?.userName ?? '' })}
            hint={t('password.hint')}
            okText={t('password.submit')}
            onClose={pwdDialog.close}
            onSubmit={async (next) => {
              const account = pwdDialog.record!;
              await setPassword.mutateAsync({ id: account.id, body: { pwd: next } });
              message.success(t('password.done', { name: account.userName }));
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
