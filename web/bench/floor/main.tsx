/**
 * The bench's reference page (server/bench/console.ts): what a screen like /users costs with nothing but Ant
 * Design, on the console's theme and stylesheet. A side menu of 15 items with icons, a header, a card with a
 * title, three tabs, a filter form and a table of 20 rows (/users' first page) with a fixed actions column and
 * pagination: no router, no data to fetch, no texts to load, one script. Its time to usable is this machine's
 * floor for such a screen.
 */
import 'virtual:antd-style.css';
import * as Icons from '@ant-design/icons';
import {
  Button,
  Card,
  ConfigProvider,
  Form,
  Input,
  Layout,
  Menu,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { createRoot } from 'react-dom/client';
import { theme } from '../../src/app/theme';

const ICONS = [
  Icons.TeamOutlined,
  Icons.MobileOutlined,
  Icons.ShoppingCartOutlined,
  Icons.CloudOutlined,
  Icons.TagsOutlined,
  Icons.FileTextOutlined,
  Icons.MedicineBoxOutlined,
  Icons.SolutionOutlined,
  Icons.PictureOutlined,
  Icons.MessageOutlined,
  Icons.BarChartOutlined,
  Icons.ExperimentOutlined,
  Icons.ShopOutlined,
  Icons.SettingOutlined,
  Icons.AuditOutlined,
];
const MENU = ICONS.map((Icon, i) => ({ key: `m${i}`, icon: <Icon />, label: `Menu item ${i + 1}` }));
const ROWS = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  name: `Account ${i + 1}`,
  phone: `1380000${String(1000 + i)}`,
  device: `SKN-${i + 1}`,
  kind: i % 3 ? 'customer' : 'staff',
  status: i % 4 ? 'active' : 'disabled',
  created: `2026-11-${String(1 + i).padStart(2, '0')} 10:${String(10 + i)}`,
}));
type Row = (typeof ROWS)[number];
const COLUMNS = [
  { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
  { title: 'Phone', dataIndex: 'phone', key: 'phone' },
  { title: 'Device', dataIndex: 'device', key: 'device' },
  { title: 'Type', dataIndex: 'kind', key: 'kind', render: (k: string) => <Tag color="blue">{k}</Tag> },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    render: (s: string) => <Tag color={s === 'active' ? 'green' : 'default'}>{s}</Tag>,
  },
  { title: 'Created', dataIndex: 'created', key: 'created', sorter: true },
  {
    title: 'Actions',
    key: 'actions',
    fixed: 'right' as const,
    render: () => (
      <Space size={4}>
        <Button type="link" size="small">
          Edit
        </Button>
        <Button type="link" size="small">
          Password
        </Button>
        <Button type="link" size="small" icon={<Icons.MoreOutlined />} aria-label="More" />
      </Space>
    ),
  },
];

function Floor() {
  return (
    <Layout style={{ minHeight: '100%' }}>
      <Layout.Sider width={256} data-testid="side-menu">
        <Menu theme="dark" mode="inline" items={MENU} defaultSelectedKeys={['m0']} />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff' }}>
          <Tabs type="editable-card" hideAdd items={[{ key: 't', label: 'Users', closable: false }]} />
        </Layout.Header>
        <Layout.Content style={{ padding: 16 }}>
          <Card variant="borderless">
            <Typography.Title level={4}>Users</Typography.Title>
            <Tabs
              items={['Accounts', 'Staff', 'Audit log'].map((label, i) => ({
                key: `k${i}`,
                label,
                children:
                  i === 0 ? (
                    <>
                      <Form layout="inline" style={{ marginBottom: 16 }}>
                        <Form.Item label="Name" name="name">
                          <Input allowClear />
                        </Form.Item>
                        <Form.Item label="Phone" name="phone">
                          <Input allowClear />
                        </Form.Item>
                        <Form.Item label="Type" name="kind">
                          <Select style={{ width: 140 }} options={[{ value: 'customer' }, { value: 'staff' }]} />
                        </Form.Item>
                        <Button type="primary" htmlType="submit">
                          Search
                        </Button>
                        <Button>Reset</Button>
                      </Form>
                      <Table<Row>
                        rowKey="id"
                        size="middle"
                        columns={COLUMNS}
                        dataSource={ROWS}
                        scroll={{ x: 900 }}
                        tableLayout="auto"
                        pagination={{ pageSize: 20, total: 57, showSizeChanger: true, showTotal: (n) => `${n} in all` }}
                      />
                    </>
                  ) : null,
              }))}
            />
          </Card>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

createRoot(document.getElementById('root')!).render(
  <ConfigProvider theme={{ ...theme, zeroRuntime: true }}>
    <Floor />
  </ConfigProvider>,
);
