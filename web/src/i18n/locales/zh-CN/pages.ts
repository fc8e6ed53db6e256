import type { LocaleArea } from '../../types';
import type en from '../en-US/pages';

export default {
  forbidden: '抱歉，您没有访问此页面的权限，请联系门店主账号开通。',
  notFound: '抱歉，您访问的页面不存在。',
  serverError: '抱歉，出了点问题。请重试，或返回首页。',
  comingSoon: '此功能即将上线',
  comingSoonHint: '在此之前，您的设备和 App 照常使用，数据不会丢失。如现在就需要此功能，请联系平台客服。',
  /** What each screen still to come will do, said to a store owner. */
  will: {
    data: '上线后，您可在这里查看门店的检测次数、新增客户和设备使用情况等经营数据。',
    symptomLabel: '上线后，您可在这里管理检测报告中使用的症状标签及其程度颜色、成因和护理建议。',
    productType: '上线后，您可在这里按类型管理向客户推荐的项目和产品，并关联对应症状。',
    treatmentCase: '上线后，您可在这里整理治疗案例和疗程，展示给客户参考。',
    symptomDesc: '上线后，您可在这里编辑检测报告中各症状的话术和配图。',
    adInfo: '上线后，您可在这里设置设备上的轮播广告和启动页。',
    complaintType: '上线后，您可在这里管理客户主诉的分类。',
    complainInfo: '上线后，您可在这里管理客户主诉的具体内容和排序。',
    myOrders: '上线后，您可在这里查看和支付订单：云空间续费和查看端续费。',
    cloud: '上线后，您可在这里查看云空间用量并在线续费。',
    payment: '上线后，您可在这里完成订单支付。',
    paymentResult: '上线后，这里会显示支付结果。',
  },
  cloudStatus: '当前云空间：已用 {{size}}，有效期至 {{date}}。',
  cloudMeanwhile: '在线续费上线前，如需续费请联系平台客服；到期前云空间照常可用。',
  orderNo: '订单号：{{orderNo}}',
} satisfies LocaleArea<typeof en>;
