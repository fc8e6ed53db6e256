import type { ReactNode } from 'react';

/**
 * How wide `text` runs, in ems of its font: fullwidth scripts (Chinese, Japanese, Korean) one em a character, Thai
 * and Vietnamese marks that sit on their letter nothing, other letters about half an em. Close enough to choose
 * where a title breaks and whether a row's actions fit, without measuring (the same in the browser and in tests).
 */
export function textEms(text: string): number {
  let ems = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (/\p{M}/u.test(ch)) continue;
    if ((c >= 0x2e80 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af) || (c >= 0xff00 && c <= 0xffef)) ems += 1;
    else if (ch === ' ') ems += 0.28;
    else if (/[A-ZÀ-ÞĐ]/u.test(ch)) ems += 0.66;
    else if (c >= 0x0e00 && c <= 0x0e7f) ems += 0.65;
    else ems += 0.55;
  }
  return ems;
}

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(lang: string) {
  let s = segmenters.get(lang);
  if (!s) {
    s = new Intl.Segmenter(lang, { granularity: 'word' });
    segmenters.set(lang, s);
  }
  return s;
}

/** Languages written without spaces between words: their line breaks need a dictionary (Intl.Segmenter). */
const UNSPACED = /^(?:zh|ja|ko|th|lo|km|my)\b/i;

/**
 * Where a line may break inside `text`: between words. A language that writes spaces has them at a space or after a
 * hyphen; the others ask ICU's word breaker, whose first use in a page costs 10-15 ms (a cold /users's column titles
 * in English paid it on the way to the first screen).
 */
function breaksOf(text: string, lang: string): number[] {
  if (UNSPACED.test(lang)) return [...segmenter(lang).segment(text)].map((s) => s.index);
  const at: number[] = [];
  for (let i = 1; i < text.length; i++) if ((text[i] === ' ' && text[i - 1] !== ' ') || text[i - 1] === '-') at.push(i);
  return at;
}

/** Titles this short stay on one line: two lines would not make their column narrower than its cells. */
const ONE_LINE_EMS = 5.5;

/**
 * `text` as its two halves, split where a line may break (between words, found for the language: Thai, Chinese and
 * Japanese have no spaces) so that the longer half is as short as it can be; `null` when it is better whole.
 */
export function twoLines(text: string, lang: string): [string, string] | null {
  if (textEms(text) <= ONE_LINE_EMS) return null;
  // Two things side by side ("Contact / Mobile") break between them.
  const slash = text.indexOf(' / ');
  if (slash > 0) return [text.slice(0, slash + 2), text.slice(slash + 3)];
  let best: [string, string] | null = null;
  let bestEms = textEms(text);
  for (const index of breaksOf(text, lang)) {
    if (index === 0) continue;
    const left = text.slice(0, index).trimEnd();
    const right = text.slice(index).trimStart();
    // Not before punctuation or a closing bracket, nor after an opening one.
    const badRight = /^[\p{P}\p{S}]/u.test(right) && !/^[(（[]/u.test(right);
    if (!left || !right || badRight || /[(（[]$/u.test(left)) continue;
    const ems = Math.max(textEms(left), textEms(right));
    if (ems < bestEms) {
      bestEms = ems;
      best = [left, right];
    }
  }
  return best;
}

/**
 * A column header in at most two lines, in every language: each half of the title never breaks, so the column is
 * never narrower than its longer half (the browser would otherwise squeeze a Chinese or Japanese title to one
 * character a line), and the halves sit on one line when the column is wide enough. The text read out is the title.
 */
export function ColumnTitle({ text, lang }: { text: string; lang: string }): ReactNode {
  const halves = twoLines(text, lang);
  if (!halves) return <span className="su-nowrap">{text}</span>;
  const spaced = /\s/.test(text.slice(halves[0].length, text.length - halves[1].length));
  return (
    <>
      <span className="su-nowrap">{halves[0]}</span>
      {spaced ? ' ' : <wbr />}
      <span className="su-nowrap">{halves[1]}</span>
    </>
  );
}
