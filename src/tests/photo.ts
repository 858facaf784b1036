/**
 * A JPEG that compresses like a photograph (for the tests and `npm run bench:pictures`): detail at every scale, each
 * octave half as strong as the one above it (as in natural images), over a little sensor grain; made with sharp
 * from seeded noise, so the same every time. 4000 × 3000 at quality 92 weighs about 2.3 MB, like a 12-megapixel
 * camera's photo; a flat colour or a plain gradient would shrink to almost nothing in any format.
 */
import sharp from 'sharp';

/** Seeded noise: the same bytes for the same seed (a linear congruential generator). */
function noise(length: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = seed;
  for (let index = 0; index < length; index++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

export async function photoLikeJpeg(width: number, height: number): Promise<Uint8Array> {
  const channels = 3;
  const sum = new Float32Array(width * height * channels);
  // Octaves from 8 to 2048 cells across, scaled to the picture: broad shapes down to fine texture.
  for (let octave = 0, cells = 8; octave < 5; octave++, cells *= 4) {
    const across = Math.min(cells, width);
    const down = Math.max(1, Math.round((across * height) / width));
    const layer = await sharp(noise(across * down * channels, octave + 1), {
      raw: { width: across, height: down, channels },
    })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
    const strength = 0.9 / 2 ** octave;
    for (let index = 0; index < sum.length; index++) sum[index]! += (layer[index]! - 128) * strength;
  }
  // Mostly light and shade, some colour, as in a photo of a workshop.
  const grain = noise(sum.length, 9);
  const pixels = new Uint8ClampedArray(sum.length);
  for (let pixel = 0; pixel < sum.length; pixel += channels) {
    const light = (sum[pixel]! + sum[pixel + 1]! + sum[pixel + 2]!) / 3;
    for (let channel = pixel; channel < pixel + channels; channel++) {
      pixels[channel] = 128 + light * 0.8 + sum[channel]! * 0.35 + (grain[channel]! - 128) * 0.03;
    }
  }
  return new Uint8Array(await sharp(pixels, { raw: { width, height, channels } }).jpeg({ quality: 92 }).toBuffer());
}
