import { SearchOutlined } from '@ant-design/icons';
import { GRANTABLE_CODES, type TStaff } from '@skin/contract';
import { Button, Empty, Input, Space, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/account';
import { useSetStaffPassword, useStaffList } from '../../../api/staff';
import { useFeedback } from '../../../app/useFeedback';
import { formatTime } from '../../../components/format';
import { AddButton } from '../../../components/ListButtons';
import { QueryTable } from '../../../components/QueryTable';
import { page, pageSize, text, type UrlShape } from '../../../hooks/urlFields';
import { useUrlFilters } from '../../../hooks/useUrlState';
import { useDevice } from '../../../layout/device';
import { accessLabel } from './AccessPicker';
import { SetPasswordDialog } from './SetPasswordDialog';
import { StaffForm } from './StaffForm';

interface ListState {
  userName: string;
  page: number;
  pageSize: number;
}
const INITIAL: ListState = { userName: '', page: 1, pageSize: 20 };
/** `?tab=staff&staff.name=ann&staff.page=2`: beside the accounts list, its parameters say they are the staff's. */
const IN_URL: UrlShape<ListState> = { userName: text('name', 32), page: page(), pageSize: pageSize() };

/** The store's console staff: who they are, what they may do; add, edit access and status, reset a password. */
export function StaffPanel() {
  const { t } = useTranslation(['staff', 'common']);
  const { message } = useFeedback();
  const device = useDevice();
  const { data: me } = useCurrentUser();
  const [state, setState] = useUrlFilters(`staff:${me?.id ?? 0}`, IN_URL, INITIAL, {
    legacy: 'staff',
    prefix: 'staff.',
  });
  const [search, setSearch] = useState(state.userName);
  const setUserName = (userName: string) => setState({ ...state, userName, page: 1 });
  const list = useStaffList(state.page, state.pageSize, { userName: state.userName || null });
  const setPassword = useSetStaffPassword();
  const [form, setForm] = useState<{ open: boolean; staff?: TStaff }>({ open: false });
  const [pwd, setPwd] = useState<{ open: boolean; staff?: TStaff }>({ open: false });

  const columns: TableColumnsType<TStaff> = [
    {
      title: t('userName'),
      dataIndex: 'userName',
      render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
    },
    {
      title: t('mobile'),
      dataIndex: 'mobile',
      render: (v: string | null) => (v ? <span className="su-nowrap">+{v}</span> : '—'),
    },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (v: 0 | 1) =>
        v === 1 ? <Tag color="success">{t('enabled')}</Tag> : <Tag color="error">{t('disabled')}</Tag>,
    },
    {
      title: t('access'),
      dataIndex: 'access',
      render: (codes: string[]) => (
        <Tooltip title={codes.map((c) => accessLabel(t, c)).join(', ') || undefined}>
          <span className="su-nowrap">{t('accessCount', { count: codes.length, all: GRANTABLE_CODES.length })}</span>
        </Tooltip>
      ),
    },
    {
      title: t('createdAt'),
      dataIndex: 'createdAt',
      render: (v: string) => <span className="su-nowrap">{formatTime(v)}</span>,
    },
    {
      title: t('common:actions'),
      key: 'actions',
      fixed: device === 'mobile' ? undefined : 'right',
      render: (_: unknown, row) => (
        <Space size={0} wrap className="su-actions">
          <Button type="link" size="small" onClick={() => setForm({ open: true, staff: row })}>
            {t('edit')}
          </Button>
          <Button type="link" size="small" onClick={() => setPwd({ open: true, staff: row })}>
            {t('password')}
          </Button>
        </Space>
      ),
    },
  ];

  const body = (
    <QueryTable<TStaff>
      query={list}
      paging={state}
      loadFailed={t('loadFailed')}
      mobile={device === 'mobile'}
      skeletonRows={4}
      columns={columns}
      locale={{
        emptyText: state.userName ? (
          <Empty description={t('noMatch')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <Empty description={t('empty')}>
            <Typography.Paragraph type="secondary">{t('emptyHint')}</Typography.Paragraph>
            <AddButton label={t('add')} onClick={() => setForm({ open: true })} />
          </Empty>
        ),
      }}
      onChange={(p) => setState({ ...state, page: p.current ?? 1, pageSize: p.pageSize ?? 20 })}
    />
  );

  return (
    <div data-testid="staff-panel">
      <div className="su-toolbar">
        <Space.Compact style={{ maxWidth: 320, width: '100%' }}>
          <Input
            allowClear
            placeholder={t('search')}
            aria-label={t('search')}
            value={search}
            maxLength={32}
            onChange={(e) => {
              setSearch(e.target.value);
              if (!e.target.value) setUserName('');
            }}
            onPressEnter={() => setUserName(search.trim())}
          />
          <Button icon={<SearchOutlined />} aria-label={t('search')} onClick={() => setUserName(search.trim())} />
        </Space.Compact>
        <AddButton label={t('add')} onClick={() => setForm({ open: true })} />
      </div>
      {body}
      <StaffForm open={form.open} staff={form.staff} onClose={() => setForm((f) => ({ ...f, open: false }))} />
      <SetPasswordDialog
        open={pwd.open}
        recordKey={pwd.staff?.id}
        title={t('passwordTitle', { name: pwd.staff?.userName ?? '' })}
        okText={t('password')}
        onClose={() => setPwd((p) => ({ ...p, open: false }))}
        onSubmit={async (next) => {
          const staff = pwd.staff!;
          await setPassword.mutateAsync({ id: staff.id, body: { pwd: next } });
          message.success(t('passwordDone', { name: staff.userName }));
        }}
      />
    </div>
  );
}
