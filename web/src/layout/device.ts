import { useSyncExternalStore } from 'react';

/** SPEC section 2: Mobile at 600 px or less, Tablet at 992 px or less, otherwise Desktop. */
export type Device = 'mobile' | 'tablet' | 'desktop';
export const MOBILE_MAX = 600;
export const TABLET_MAX = 992;

export function deviceFor(width: number): Device {
  if (width <= MOBILE_MAX) return 'mobile';
  if (width <= TABLET_MAX) return 'tablet';
  return 'desktop';
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The device mode of the current window width; re-renders only when the mode changes. */
export function useDevice(): Device {
  return useSyncExternalStore(
    subscribe,
    () => deviceFor(window.innerWidth),
    () => 'desktop',
  );
}
