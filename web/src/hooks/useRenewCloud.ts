import type { TCloudInfo } from '@skin/contract';

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../api/account';
import { useAddOrder } from '../api/order';
import { useFeedback } from '../app/useFeedback';
import { useMoney } from '../components/order/OrderTags';

/**
 * Renewing cloud space for a year (the /cloud screen and the header's cloud box): a confirmation with the price,
 * then the payment page of the store's pending cloud order when there is one (SPEC section 4), else of a new
 * order (`userOrder/add { orderType: 2, userId }`).
 */
export function useRenewCloud() {
  const { t } = useTranslation(['orders', 'common']);
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const { data: me } = useCurrentUser();
  const add = useAddOrder();
  const money = useMoney();

  const go = useCallback(
    async (info: TCloudInfo) => {
      const orderNo = info.pendingOrderNo ?? (await add.mutateAsync({ orderType: 2, userId: me!.id }));
      navigate(`/payment?orderNo=${orderNo}`);
    },
    [add, me, navigate],
  );

  const confirm = useCallback(
    (info: TCloudInfo) =>
      modal.confirm({
        title: t('cloud.confirmTitle'),
        content: t('cloud.confirmBody', {
          tb: t('tb', { count: info.quote.quantity }),
          price: money(info.quote.unitPrice, info.currency),
          amount: money(info.quote.amount, info.currency),
        }),
        okText: t('cloud.confirmOk'),
        cancelText: t('common:cancel'),
        // A refusal is shown by the request client; the dialog closes either way.
        onOk: () => go(info).catch(() => undefined),
      }),
    [modal, t, money, go],
  );

  return { confirm, go, pending: add.isPending };
}
