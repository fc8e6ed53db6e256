// Hostile photos (issue 39), alone (not part of `npm run bench`; run it while nothing else runs):
//   npx tsx server/bench/hostile-photos.ts
// For each photo: what decoding it for its thumbnail costs (CPU seconds and the peak memory it adds, in a process
// doing only that: how the server thumbnailed every photo before issue 39, in its own process), and what the
// server does with it now: refused from its header (the time of that check), or decoded in a thumbnail worker
// (lib/worker-pool.ts: 640 MB, 20 s). The photos: issue 39's two hostile ones (a progressive 8000 x 8000 JPEG of
// 2,000 scans; an interlaced 16-bit RGBA 8000 x 8000 PNG), and the costliest ones the rules still let through
// (64 scans; an interlaced 8-bit PNG at 64 pixels a byte).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inspectImage } from '@skin/contract';
import { interlacedPng, makeProgressiveJpeg } from '../../contract/src/testing/images.js';
import { PHOTO_RULES } from '../src/modules/analysis/service.js';
import { renderThumb } from '../src/modules/analysis/thumbnail.js';
import { THUMBS } from '../src/modules/analysis/thumbs.js';
import { writeResult } from './common.js';

const SIDE = 8000;

/** The JPEG with comment segments after its start, so the file holds `bytes` (what a padded bomb does). */
function padJpeg(data: Buffer, bytes: number): Buffer {
  const pads: Buffer[] = [];
  for (let left = bytes - data.length; left > 4; ) {
    const body = Math.min(left - 4, 65_533);
    const seg = Buffer.alloc(body + 4);
    seg.writeUInt16BE(0xfffe, 0);
    seg.writeUInt16BE(body + 2, 2);
    pads.push(seg);
    left -= seg.length;
  }
  return Buffer.concat([data.subarray(0, 2), ...pads, data.subarray(2)]);
}

/** In a process of its own: decodes `file` for its thumbnail and prints its CPU seconds and added peak memory. */
async function decodeOne(file: string) {
  const data = fs.readFileSync(file);
  const rssBefore = process.memoryUsage().rss;
  const cpu0 = process.cpuUsage();
  let outcome = 'thumbnail';
  try {
    await renderThumb(data);
  } catch (err) {
    outcome = `refused by libvips: ${String((err as Error).message).split('\n')[0]}`;
  }
  const cpu = process.cpuUsage(cpu0);
  const peak = process.resourceUsage().maxRSS * 1024;
  process.stdout.write(
    JSON.stringify({ cpuS: (cpu.user + cpu.system) / 1e6, addedPeakMb: (peak - rssBefore) / 1e6, outcome }),
  );
}

interface PhotoRun {
  photo: string;
  kib: number;
  before: { cpuS: number; addedPeakMb: number; outcome: string };
  now: { answer: string; checkMs: number; decoded?: { cpuS: number; addedPeakMb: number; outcome: string } };
}

function measureDecode(file: string) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', import.meta.filename, '--decode', file], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  if (res.status !== 0) return { cpuS: Number.NaN, addedPeakMb: Number.NaN, outcome: `exit ${res.status}` };
  return JSON.parse(res.stdout) as { cpuS: number; addedPeakMb: number; outcome: string };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-photos-'));
  const photos: [string, Buffer][] = [
    ['progressive JPEG 8000x8000, 2,000 scans (issue 39)', makeProgressiveJpeg(SIDE, SIDE, 2000)],
    ['interlaced 16-bit RGBA PNG 8000x8000 (issue 39)', await interlacedPng(SIDE, 16, 9)],
    [
      'progressive JPEG 8000x8000, 64 scans, padded to 1 MB (the most allowed)',
      padJpeg(makeProgressiveJpeg(SIDE, SIDE, 64), (SIDE * SIDE) / 64),
    ],
    ['interlaced 8-bit RGBA PNG 8000x8000, 1 MB (64 px a byte)', await interlacedPng(SIDE, 8, 1)],
  ];
  const startedAt = new Date().toISOString();
  const loadAvgAtStart = os.loadavg();
  const runs: PhotoRun[] = [];
  for (const [photo, data] of photos) {
    const file = path.join(dir, `${runs.length}.img`);
    fs.writeFileSync(file, data);
    const t0 = performance.now();
    const r = inspectImage(data, PHOTO_RULES);
    const checkMs = performance.now() - t0;
    const before = measureDecode(file);
    const now: PhotoRun['now'] = r.ok
      ? { answer: 'decoded in a thumbnail worker', checkMs, decoded: before }
      : { answer: `refused from its header: ${r.reason}`, checkMs };
    runs.push({ photo, kib: Math.round(data.length / 1024), before, now });
    console.log(JSON.stringify(runs.at(-1)));
  }
  fs.rmSync(dir, { recursive: true, force: true });
  const result: { file?: string } & Record<string, unknown> = {
    startedAt,
    loadAvgAtStart,
    loadAvgAtEnd: os.loadavg(),
    cores: os.availableParallelism(),
    worker: { memoryMb: THUMBS.memoryMb, deadlineMs: THUMBS.deadlineMs },
    runs,
  };
  console.log(`written: ${writeResult(result, 'hostile-photos', startedAt, undefined).file}`);
}

if (process.argv[2] === '--decode') await decodeOne(process.argv[3]!);
else await main();
