import type { LocaleArea } from '../../types';
import type en from '../en-US/pages';

export default {
  forbidden: '抱歉，您没有访问此页面的权限，请联系门店主账号开通。',
  notFound: '抱歉，您访问的页面不存在。',
  serverError: '抱歉，出了点问题。请重试，或返回首页。',
} satisfies LocaleArea<typeof en>;
