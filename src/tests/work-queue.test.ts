import * as mediaRoute from '@/app/media/[...key]/route';
import { pictureWidths } from '@/config/picture-widths.mjs';
import { mediaStorage } from '@/server/media/storage';
import { newMediaKey } from '@/server/media/types';
import { busyRetryAfterSeconds, workLimits, workQueue } from '@/server/work-queue';

import { origin } from './api';
import { photoLikeJpeg } from './photo';

function get(key: string, width: number) {
  const request = new Request(new URL(`/media/${key}?w=${width}`, origin), { headers: { accept: 'image/webp' } });
  return mediaRoute.GET(request, { params: Promise.resolve({ key: key.split('/') }) });
}

describe('the queue of new picture sizes', () => {
  it('answers 503 with Retry-After beyond its length, and makes the size again once there is room', async () => {
    const key = newMediaKey('machines/1', 'jpg');
    await mediaStorage().put(key, await photoLikeJpeg(800, 600), 'image/jpeg');
    const queue = workQueue('pictureSize');
    const { slots, maxWaiting } = workLimits.pictureSize;
    // Every slot taken and every place in line too, as a flood of new sizes would.
    const held = await Promise.all(Array.from({ length: slots }, () => queue.enter()));
    const waiting = Array.from({ length: maxWaiting }, () => queue.enter());
    expect(queue.load).toEqual({ running: slots, waiting: maxWaiting });

    const refused = await get(key, pictureWidths[0]!);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(busyRetryAfterSeconds));
    expect(refused.headers.get('cache-control')).toBe('no-store');
    // Turned away at once: nothing was added to the line.
    expect(queue.load).toEqual({ running: slots, waiting: maxWaiting });

    for (const release of held) release();
    await Promise.all(waiting.map((entered) => entered.then((release) => release())));
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
    const served = await get(key, pictureWidths[0]!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    // The AVIF is still being made in the background, in its slot: the next test starts with an empty queue.
    while (queue.load.running > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  });

  it('lets a size already made through even while the queue is full', async () => {
    const key = newMediaKey('machines/1', 'jpg');
    await mediaStorage().put(key, await photoLikeJpeg(800, 600), 'image/jpeg');
    expect((await get(key, pictureWidths[1]!)).status).toBe(200);
    const queue = workQueue('pictureSize');
    const { slots, maxWaiting } = workLimits.pictureSize;
    const held = await Promise.all(Array.from({ length: slots }, () => queue.enter()));
    const waiting = Array.from({ length: maxWaiting }, () => queue.enter());
    try {
      expect((await get(key, pictureWidths[1]!)).status).toBe(200);
    } finally {
      for (const release of held) release();
      await Promise.all(waiting.map((entered) => entered.then((release) => release())));
    }
  });
});
