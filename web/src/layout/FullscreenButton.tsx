import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../i18n/areas';

export function toggleFullscreen() {
  if (document.fullscreenElement) void document.exitFullscreen?.();
  else void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

/** Whether the page is in full screen, following the browser (Esc also leaves it). */
export function useFullscreen() {
  const [active, setActive] = useState(() => typeof document !== 'undefined' && Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  return active;
}

/** F11 toggles the console's full screen (desktop only, as the button). */
export function useF11Fullscreen(enabled: boolean) {
  const onKey = useCallback((e: KeyboardEvent) => {
    if (e.key !== 'F11' || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    toggleFullscreen();
  }, []);
  useEffect(() => {
    if (!enabled) return;
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, onKey]);
}

export function FullscreenButton() {
  const { t } = useT();
  const active = useFullscreen();
  const label = active ? t('layout:exitFullscreen') : t('layout:fullscreen');
  return (
    <Button
      type="text"
      icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      onClick={toggleFullscreen}
      aria-label={label}
      title={label}
      aria-pressed={active}
    />
  );
}
