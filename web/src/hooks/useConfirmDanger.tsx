import { Input } from 'antd';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../app/useFeedback';

/** A typed confirmation: the OK button waits until `value` is typed (a customer's member number before her erasure). */
export interface TypedConfirmation {
  label: string;
  value: string;
}

/** One dangerous dialog is open at a time: its typed confirmation's field. */
const TYPED_INPUT_ID = 'su-typed-confirm';

/**
 * Asks before an irreversible change (a delete): a dialog with a danger OK button that runs the change, then
 * says `done`. With `typed`, the OK button stays disabled until the value is typed exactly. A refusal is shown by
 * the request client (and refreshes what it names); the dialog closes either way.
 */
export function useConfirmDanger() {
  const { modal, message } = useFeedback();
  const { t } = useTranslation('common');
  return useCallback(
    (o: {
      title: ReactNode;
      content: ReactNode;
      okText: ReactNode;
      run: () => Promise<unknown>;
      done: string;
      typed?: TypedConfirmation;
    }) => {
      const typed = o.typed;
      const dialog = modal.confirm({
        title: o.title,
        content: typed ? (
          <>
            {o.content}
            <div className="su-typed-confirm">
              <label htmlFor={TYPED_INPUT_ID}>{typed.label}</label>
              <Input
                id={TYPED_INPUT_ID}
                autoComplete="off"
                data-testid="typed-confirm"
                onChange={(e) =>
                  dialog.update({ okButtonProps: { danger: true, disabled: e.target.value.trim() !== typed.value } })
                }
              />
            </div>
          </>
        ) : (
          o.content
        ),
        okText: o.okText,
        okButtonProps: { danger: true, disabled: !!typed },
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
      });
      return dialog;
    },
    [modal, message, t],
  );
}
