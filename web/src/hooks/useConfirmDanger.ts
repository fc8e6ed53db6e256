import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../app/useFeedback';

/**
 * Asks before an irreversible change (a delete): a dialog with a danger OK button that runs the change, then
 * says `done`. A refusal is shown by the request client (and refreshes what it names); the dialog closes
 * either way.
 */
export function useConfirmDanger() {
  const { modal, message } = useFeedback();
  const { t } = useTranslation('common');
  return useCallback(
    (o: { title: ReactNode; content: ReactNode; okText: ReactNode; run: () => Promise<unknown>; done: string }) =>
      modal.confirm({
        title: o.title,
        content: o.content,
        okText: o.okText,
        okButtonProps: { danger: true },
        cancelText: t('cancel'),
        onOk: async () => {
          if (
            await o.run().then(
              () => true,
              () => false,
            )
          )
            message.success(o.done);
        },
      }),
    [modal, message, t],
  );
}
