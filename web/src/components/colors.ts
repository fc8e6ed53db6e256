/** sRGB channels of `#rgb`, `#rrggbb` or `rgba(r, g, b, a)`, laid over `under` (an opaque colour) when translucent. */
function channels(color: string, under = '#ffffff'): [number, number, number] {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
    const n = Number.parseInt(h, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  const m = /^rgba?\(([^)]+)\)$/.exec(color.replace(/\s/g, ''));
  if (!m) throw new Error(`not a colour: ${color}`);
  const [r, g, b, a = 1] = m[1]!.split(',').map(Number) as [number, number, number, number?];
  const base = channels(under);
  return [r, g, b].map((c, i) => c * a + base[i]! * (1 - a)) as [number, number, number];
}

const luminance = (c: [number, number, number]) =>
  c
    .map((v) => v / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
    .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);

/** WCAG 2.1 contrast ratio of text in `fg` (translucent allowed) on `bg`: 1 to 21, 4.5 is AA for normal text. */
export function contrast(fg: string, bg: string): number {
  const [a, b] = [luminance(channels(fg, bg)), luminance(channels(bg))].sort((x, y) => y - x) as [number, number];
  return (a + 0.05) / (b + 0.05);
}

/**
 * The text colour for a chip of a colour a store chose (degree colours): black or white, whichever contrasts more.
 * One of the two always reaches 4.5:1 (at worst 4.58:1, on a mid grey), so any colour reads at WCAG AA.
 */
export function textOn(hex: string): string {
  return contrast('#000000', hex) >= contrast('#ffffff', hex) ? '#000000' : '#ffffff';
}
