import {
  AppstoreOutlined,
  BarChartOutlined,
  CameraOutlined,
  CloudOutlined,
  CommentOutlined,
  FileTextOutlined,
  IdcardOutlined,
  MedicineBoxOutlined,
  NotificationOutlined,
  ProfileOutlined,
  ShoppingOutlined,
  TabletOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The side menu's icons, by the name a route gives (`menu: { icon: 'Team', order: 20 }` in a pages/<screen>/route.ts). */
export const MENU_ICONS = {
  Appstore: <AppstoreOutlined />,
  BarChart: <BarChartOutlined />,
  Camera: <CameraOutlined />,
  Cloud: <CloudOutlined />,
  Comment: <CommentOutlined />,
  FileText: <FileTextOutlined />,
  Idcard: <IdcardOutlined />,
  MedicineBox: <MedicineBoxOutlined />,
  Notification: <NotificationOutlined />,
  Profile: <ProfileOutlined />,
  Shopping: <ShoppingOutlined />,
  Tablet: <TabletOutlined />,
  Tags: <TagsOutlined />,
  Team: <TeamOutlined />,
} satisfies Record<string, ReactNode>;

export type MenuIcon = keyof typeof MENU_ICONS;
