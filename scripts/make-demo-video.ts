/**
 * Dev-only tool: makes the demo video of the news article about the CNC oxy-fuel cutting table,
 * src/server/seed/assets/cutting-table.mp4 (6 s, 25 fps, 960 x 540, H.264, no sound). The torch pierces
 * the plate, cuts a rounded rectangle and goes out while the fresh cut fades, so that the video loops.
 *
 * The frames are drawn as SVG with the seed drawings (src/server/seed/drawings.ts), rendered to PNG with
 * sharp in a temporary folder and encoded with ffmpeg, which must be installed (e.g. `apt-get install ffmpeg`);
 * it is not a dependency of the project. Run from the project root:
 *
 *   npx tsx scripts/make-demo-video.ts
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

import { type CuttingState, cuttingTableSvg } from '../src/server/seed/drawings';

const output = fileURLToPath(new URL('../src/server/seed/assets/cutting-table.mp4', import.meta.url));
const [width, height, fps, seconds] = [960, 540, 25, 6];
/** The part of the 1200 x 900 drawing that the video shows (16:9). */
const viewBox = [0, 100, 1200, 675] as const;

/** Timeline in seconds: pierce, cut, flame out, fade of the cut. */
const pierceEnd = 0.4;
const cutEnd = 5.2;
const flameOutEnd = 5.5;
const fadeStart = 5.3;

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const smooth = (value: number) => {
  const t = clamp(value);
  return t * t * (3 - 2 * t);
};

/** The state of the table at time `t` (seconds). */
function stateAt(t: number): CuttingState {
  const flicker = 0.93 + 0.07 * Math.sin(t * 47) * Math.sin(t * 13);
  const flame =
    t < pierceEnd ? smooth(t / pierceEnd) : t < cutEnd ? 1 : 1 - smooth((t - cutEnd) / (flameOutEnd - cutEnd));
  return {
    progress: clamp((t - pierceEnd) / (cutEnd - pierceEnd)),
    flame: flame * flicker,
    cut: 1 - smooth((t - fadeStart) / (seconds - fadeStart)),
    time: t,
  };
}

function checkFfmpeg(): void {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  } catch {
    console.error('ffmpeg was not found: install it first (e.g. apt-get install ffmpeg).');
    process.exit(1);
  }
}

async function main(): Promise<void> {
  checkFfmpeg();
  const frames = await fs.mkdtemp(path.join(os.tmpdir(), 'cutting-table-frames-'));
  try {
    const count = fps * seconds;
    for (let i = 0; i < count; i++) {
      const svg = cuttingTableSvg(stateAt(i / fps), width, height, viewBox);
      await sharp(Buffer.from(svg))
        .png()
        .toFile(path.join(frames, `frame-${String(i).padStart(3, '0')}.png`));
    }
    await fs.mkdir(path.dirname(output), { recursive: true });
    execFileSync(
      'ffmpeg',
      [
        '-y',
        '-loglevel',
        'error',
        '-framerate',
        String(fps),
        '-i',
        path.join(frames, 'frame-%03d.png'),
        '-c:v',
        'libx264',
        '-preset',
        'slow',
        '-pix_fmt',
        'yuv420p',
        '-profile:v',
        'main',
        '-movflags',
        '+faststart',
        '-crf',
        '28',
        '-an',
        output,
      ],
      { stdio: 'inherit' },
    );
    const { size } = await fs.stat(output);
    console.log(`Wrote ${path.relative(process.cwd(), output)}: ${count} frames, ${(size / 1024).toFixed(0)} KB.`);
  } finally {
    await fs.rm(frames, { recursive: true, force: true });
  }
}

await main();
