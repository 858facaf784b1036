import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';

import { company } from '@/config/company';
import { isLocale, type Locale } from '@/i18n/locales';
import { cardSize, type ContentPage, contentPages } from '@/components/seo/metadata';
import { sitePaths } from '@/i18n/paths';
import { NotFoundError } from '@/server/errors';
import { decimalId } from '@/schemas/fields';
import { getPublicMachine } from '@/server/catalogue/machines';
import { getPublicNews } from '@/server/news/articles';
import { busyResponse, GateBusyError, workQueue } from '@/server/work-queue';

type Params = { params: Promise<{ locale: string; path?: string[] }> };

/**
 * GET /{locale}/card{path}: the picture a shared link shows for a page that has none of its own, its title in
 * the page's language on the company's colours. The title is read from the page's data, never from the URL, so
 * that nobody can have the site draw a text of their own.
 */
export async function GET(_request: Request, { params }: Params) {
  const { locale, path = [] } = await params;
  const title = isLocale(locale) ? await titleOf(locale, path.map(decodeURIComponent)) : null;
  if (!title) return Response.json({ detail: 'Not found' }, { status: 404 });
  try {
    // Drawn whole inside a slot of the share cards' queue (src/server/work-queue.ts): the picture is otherwise
    // drawn while it is sent, after any slot would have been given back.
    const png = await workQueue('shareCard').run(() =>
      new ImageResponse(<Card title={title} />, cardSize).arrayBuffer(),
    );
    return new Response(png, {
      headers: {
        'Content-Type': 'image/png',
        // Titles change rarely; a renamed page's card follows within a day.
        'Cache-Control': 'public, max-age=3600, s-maxage=86400',
      },
    });
  } catch (error) {
    if (error instanceof GateBusyError) return busyResponse();
    throw error;
  }
}

async function titleOf(locale: Locale, path: string[]): Promise<string | null> {
  const [first, id, ...rest] = path;
  if (rest.length > 0) return null;
  if (!first) return (await getTranslations({ locale, namespace: 'Metadata' }))('title', { company: company.name });
  if (id !== undefined) {
    const found = decimalId(id);
    if (found === null || (first !== 'machine' && first !== 'actualites')) return null;
    try {
      return first === 'machine'
        ? (await getPublicMachine(found, locale)).name
        : (await getPublicNews(found, locale)).title;
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  }
  if (`/${first}` === sitePaths.machines)
    return (await getTranslations({ locale, namespace: 'MachinesPage' }))('title');
  if (`/${first}` === sitePaths.news) return (await getTranslations({ locale, namespace: 'NewsArchive' }))('title');
  const page = (Object.keys(contentPages) as ContentPage[]).find((name) => sitePaths[name] === `/${first}`);
  return page ? (await getTranslations({ locale, namespace: contentPages[page] }))('metaTitle') : null;
}

/** The card: the company's name, the title large, the orange rule of the site's calls to action. */
function Card({ title }: { title: string }) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: '#1f2428',
        color: 'white',
      }}
    >
      <div style={{ display: 'flex', fontSize: 34, color: '#c5ccd3', letterSpacing: 1 }}>{company.name}</div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ width: 120, height: 10, background: '#e8590c', marginBottom: 36 }} />
        <div style={{ display: 'flex', fontSize: title.length > 60 ? 56 : 72, fontWeight: 600, lineHeight: 1.15 }}>
          {title.length > 120 ? `${title.slice(0, 119)}…` : title}
        </div>
      </div>
    </div>
  );
}
