import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSP } from '../src/app.js';

const TEMPLATE = path.join(import.meta.dirname, '../../deploy/nginx/skin-console.conf.template');
const kebab = (k: string) => k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe('deploy/nginx/skin-console.conf.template', () => {
  it("sends the console with the API server's Content-Security-Policy (plus the store's image origin)", () => {
    const text = fs.readFileSync(TEMPLATE, 'utf8');
    const sent = /add_header Content-Security-Policy "([^"]+)"/.exec(text)?.[1];
    const ours = Object.entries(CSP)
      .map(([k, v]) => `${kebab(k)} ${v.join(' ')}${k === 'imgSrc' ? ' ${SKIN_IMG_SRC}' : ''}`)
      .join('; ');
    expect(sent).toBe(ours);
  });
});
