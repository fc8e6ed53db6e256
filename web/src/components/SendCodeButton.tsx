import { VCODE_RESEND_SECONDS } from '@skin/contract';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/areas';

interface Props {
  /** Sends the code; resolves with the seconds until the next send is allowed, or rejects (nothing to wait). */
  onSend: () => Promise<number | undefined>;
  disabled?: boolean;
}

/** "Get code", then a countdown ("Resend in 59 s") until the server allows another code. */
export function SendCodeButton({ onSend, disabled }: Props) {
  const { t } = useT();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);

  const send = async () => {
    setSending(true);
    try {
      const wait = await onSend();
      if (wait !== undefined) setLeft(wait > 0 ? wait : VCODE_RESEND_SECONDS);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      onClick={send}
      loading={sending}
      disabled={disabled || left > 0}
      style={{ flex: 'none', minWidth: 112 }}
      data-testid="send-code"
      aria-live="polite"
    >
      {left > 0 ? t('auth:resendIn', { seconds: left }) : t('auth:sendCode')}
    </Button>
  );
}
