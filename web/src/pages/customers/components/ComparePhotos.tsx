import { MinusOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import type { TAnalysis } from '@skin/contract';
import { Button, Segmented, Space, Tooltip, Typography } from 'antd';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../components/format';

/** One zoom and pan for both photos: the scale and the shift of the photo's centre, in parts of the frame. */
export interface View {
  scale: number;
  x: number;
  y: number;
}
export const RESET: View = { scale: 1, x: 0, y: 0 };
const MIN = 1;
const MAX = 8;
const STEP = 1.25;
/** A keyboard arrow moves the photos this share of the frame. */
const NUDGE = 0.1;

/** A photo zoomed past its frame may not be moved so far that the frame shows beyond its edge. */
export function clampView(v: View): View {
  const scale = Math.min(MAX, Math.max(MIN, v.scale));
  const room = (scale - 1) / 2;
  const fit = (n: number) => Math.min(room, Math.max(-room, n));
  return { scale, x: fit(v.x), y: fit(v.y) };
}
export const zoomBy = (v: View, factor: number): View => clampView({ ...v, scale: v.scale * factor });
export const moveBy = (v: View, dx: number, dy: number): View => clampView({ ...v, x: v.x + dx, y: v.y + dy });

/** The keys of the photos' frames: + and - zoom, 0 resets, the arrows move. */
export function viewForKey(v: View, key: string): View | null {
  switch (key) {
    case '+':
    case '=':
      return zoomBy(v, STEP);
    case '-':
    case '_':
      return zoomBy(v, 1 / STEP);
    case '0':
      return RESET;
    case 'ArrowLeft':
      return moveBy(v, NUDGE, 0);
    case 'ArrowRight':
      return moveBy(v, -NUDGE, 0);
    case 'ArrowUp':
      return moveBy(v, 0, NUDGE);
    case 'ArrowDown':
      return moveBy(v, 0, -NUDGE);
    default:
      return null;
  }
}

/**
 * A frame of one visit's photo, drawn with the shared view; the wheel zooms, a drag moves, two fingers pinch, and the
 * keys of `viewForKey` work when it has the focus. Every change goes to the one view both frames draw.
 */
function Frame({
  label,
  src,
  view,
  onView,
  noPhoto,
}: {
  label: string;
  src: string | null;
  view: View;
  onView: (next: (v: View) => View) => void;
  noPhoto: string;
}) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const frame = useRef<HTMLDivElement>(null);
  const size = () => frame.current?.getBoundingClientRect() ?? { width: 1, height: 1 };
  const down = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(e.pointerId);
    if (!before) return;
    const others = [...pointers.current.entries()].filter(([id]) => id !== e.pointerId).map(([, p]) => p);
    const now = { x: e.clientX, y: e.clientY };
    pointers.current.set(e.pointerId, now);
    const { width, height } = size();
    if (others.length === 1) {
      // Pinch: the distance between the two fingers scales the photos.
      const o = others[0]!;
      const was = Math.hypot(before.x - o.x, before.y - o.y);
      const is = Math.hypot(now.x - o.x, now.y - o.y);
      if (was > 0) onView((v) => zoomBy(v, is / was));
    } else if (others.length === 0) {
      onView((v) => moveBy(v, (now.x - before.x) / width, (now.y - before.y) / height));
    }
  };
  const up = (e: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(e.pointerId);
  };
  // The wheel zooms the photos, not the page: a listener that may cancel the page's scrolling (React's is passive).
  const viewChange = useRef(onView);
  viewChange.current = onView;
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const wheel = (e: globalThis.WheelEvent) => {
      e.preventDefault();
      viewChange.current((v) => zoomBy(v, e.deltaY < 0 ? STEP : 1 / STEP));
    };
    el.addEventListener('wheel', wheel, { passive: false });
    return () => el.removeEventListener('wheel', wheel);
  }, []);
  const key = (e: KeyboardEvent<HTMLDivElement>) => {
    const handled = viewForKey(RESET, e.key) !== null;
    if (!handled) return;
    e.preventDefault();
    onView((v) => viewForKey(v, e.key) ?? v);
  };
  return (
    <figure className="cu-frame">
      {src ? (
        // A focusable frame the keys move (its photo's name and the keys are its label and the hint below).
        <div
          ref={frame}
          className="cu-frame__view"
          role="img"
          aria-label={label}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame takes the zoom and pan keys.
          tabIndex={0}
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
          onKeyDown={key}
          data-testid="compare-frame"
        >
          <img
            src={src}
            alt=""
            draggable={false}
            className="cu-frame__img"
            style={{ transform: `translate(${view.x * 100}%, ${view.y * 100}%) scale(${view.scale})` }}
          />
        </div>
      ) : (
        <div className="cu-frame__view cu-frame__view--none">
          <Typography.Text type="secondary">{noPhoto}</Typography.Text>
        </div>
      )}
      <figcaption>
        <Typography.Text type="secondary" className="su-subtext">
          {label}
        </Typography.Text>
      </figcaption>
    </figure>
  );
}

/**
 * The two visits' photos side by side, the same photo number of each, zoomed and moved together: one view for both
 * (the wheel, a drag, a pinch, the buttons or the keys on either frame), and a reset.
 */
export function ComparePhotos({ from, to }: { from: TAnalysis; to: TAnalysis }) {
  const { t } = useTranslation('customers');
  const [view, setView] = useState<View>(RESET);
  const [photo, setPhoto] = useState(0);
  const count = Math.max(from.images.length, to.images.length);
  if (count === 0) return null;
  const n = Math.min(photo, count - 1);
  const change = (next: (v: View) => View) => setView((v) => next(v));
  const frame = (visit: TAnalysis, which: string) => (
    <Frame
      label={t('compare.photoOf', { visit: `${which} · ${formatTime(visit.analysedAt)}`, n: n + 1 })}
      src={visit.images[n]?.url ?? null}
      view={view}
      onView={change}
      noPhoto={t('compare.noPhoto')}
    />
  );
  return (
    <div className="cu-photos" data-testid="compare-photos">
      <div className="cu-photos__tools">
        {count > 1 && (
          <Segmented
            size="small"
            value={n}
            onChange={(v) => {
              setPhoto(Number(v));
              setView(RESET);
            }}
            options={Array.from({ length: count }, (_, i) => ({ value: i, label: String(i + 1) }))}
          />
        )}
        <Space.Compact>
          <Tooltip title={t('compare.zoomOut')}>
            <Button
              icon={<MinusOutlined />}
              aria-label={t('compare.zoomOut')}
              disabled={view.scale <= MIN}
              onClick={() => change((v) => zoomBy(v, 1 / STEP))}
            />
          </Tooltip>
          <Tooltip title={t('compare.zoomIn')}>
            <Button
              icon={<PlusOutlined />}
              aria-label={t('compare.zoomIn')}
              disabled={view.scale >= MAX}
              onClick={() => change((v) => zoomBy(v, STEP))}
            />
          </Tooltip>
          <Tooltip title={t('compare.reset')}>
            <Button icon={<UndoOutlined />} aria-label={t('compare.reset')} onClick={() => setView(RESET)} />
          </Tooltip>
        </Space.Compact>
        <Typography.Text className="cu-photos__zoom" aria-live="polite" data-testid="compare-zoom">
          {t('compare.zoom', { percent: Math.round(view.scale * 100) })}
        </Typography.Text>
      </div>
      <div className="cu-photos__pair">
        {frame(from, t('compare.earlier'))}
        {frame(to, t('compare.later'))}
      </div>
      <Typography.Text type="secondary" className="su-subtext">
        {t('compare.zoomHint')}
      </Typography.Text>
    </div>
  );
}
