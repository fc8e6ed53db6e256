import { Modal, message, notification } from 'antd';
import type { useAppProps } from 'antd/es/app/context';
import { useEffect } from 'react';

/** antd's toasts, notifications and confirmation dialogs, mounted once something asks for them (Feedback.tsx). */
export default function FeedbackHolders({ onReady }: { onReady: (api: useAppProps) => void }) {
  const [messageApi, messageHolder] = message.useMessage({ maxCount: 3 });
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    onReady({ message: messageApi, notification: notificationApi, modal: modalApi });
  }, [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
