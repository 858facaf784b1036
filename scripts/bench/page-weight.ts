/**
 * What a page costs a visitor: its HTML, and the JavaScript its first load fetches, gzipped as a browser would
 * receive it. Module scripts only: the `noModule` polyfill is skipped by every browser that runs modules.
 */
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  status: number;
  htmlBytes: number;
  /** The gzipped size of each external script the HTML loads, by URL. */
  scripts: Map<string, number>;
  /** Their sum. */
  jsGzipBytes: number;
}

/** The `src` of each external script of `html` that a browser with module support runs. */
export function moduleScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\bnomodule\b/i.test(tag)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(tag)?.[1];
    if (src) sources.push(src.replaceAll('&amp;', '&'));
  }
  return [...new Set(sources)];
}

const gzipSizes = new Map<string, number>();

async function gzipSizeOf(url: string): Promise<number> {
  const known = gzipSizes.get(url);
  if (known !== undefined) return known;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const size = gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  gzipSizes.set(url, size);
  return size;
}

/** Fetches `url` (with `headers`, e.g. a session cookie) and the scripts it loads. */
export async function weighPage(url: string, headers: Record<string, string> = {}): Promise<PageWeight> {
  const response = await fetch(url, { headers });
  const html = await response.text();
  const scripts = new Map<string, number>();
  for (const src of moduleScriptSources(html)) {
    const absolute = new URL(src, url).href;
    scripts.set(absolute, await gzipSizeOf(absolute));
  }
  return {
    status: response.status,
    htmlBytes: Buffer.byteLength(html),
    scripts,
    jsGzipBytes: [...scripts.values()].reduce((sum, size) => sum + size, 0),
  };
}
