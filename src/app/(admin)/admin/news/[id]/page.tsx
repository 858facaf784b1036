import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { loadOrNotFound } from '@/app/_lib/load-or-not-found';
import { AdminPageHeading } from '@/components/admin/AdminPageHeading';
import { ContentBlocks } from '@/components/admin/ContentBlocks.client';
import { ItemVersionProvider } from '@/components/admin/ItemVersion.client';
import { NewsCover } from '@/components/admin/NewsCover.client';
import { NewsDateForm } from '@/components/admin/NewsDateForm.client';
import { NewsTitlesForm } from '@/components/admin/NewsTitlesForm.client';
import { PublicationPanel } from '@/components/admin/PublicationPanel.client';
import { TranslationEditingProvider } from '@/components/admin/TranslationEditing.client';
import { formatDate, officeDay } from '@/i18n/dates';
import type { Locale } from '@/i18n/locales';
import { newsPath } from '@/i18n/paths';
import { latestPublication } from '@/schemas/news';
import { editMark } from '@/server/history';
import { draftNews } from '@/server/news/articles';
import { publicationOf, readAsDrafted } from '@/server/publication/publish';
import { itemTranslations } from '@/server/translations';
import { suggestionsAvailable } from '@/server/translations/suggestions';

import { editableLanguages, may } from '@/server/auth/roles';

import { adminWhoMay, requireAdminPage } from '../../_lib/auth';
import { adminLocale } from '../../_lib/locale';

type Props = PageProps<'/admin/news/[id]'>;

const load = async (id: string, locale: Locale) => loadOrNotFound(id, (found) => draftNews(found, locale));

/**
 * The latest change the screen will show, then the article as its draft makes it: read in this order, a save made in
 * between is one the screen's saves are checked against, never one they could overwrite unseen.
 */
const loadForEditing = (id: string, locale: Locale) =>
  loadOrNotFound(id, async (found) => {
    const mark = await editMark('news', found);
    return { mark, article: await draftNews(found, locale) };
  });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // For a request the page refuses (no session, a role without it), nothing about the article is read.
  if (!(await adminWhoMay('texts'))) return {};
  const locale = await adminLocale();
  const article = await load((await params).id, locale);
  return { title: article.title };
}

/** /admin/news/{id}: the titles, the publication date, the cover, the content blocks of one article; Delete news. */
export default async function NewsArticleAdminPage({ params }: Props) {
  const { id } = await params;
  const admin = await requireAdminPage(`/admin/news/${id}`, 'texts');
  // A translator sees the texts: the date, the cover and the history are the editors' and owners'.
  const content = may(admin, 'content');
  const locale = await adminLocale();
  const { mark, article } = await loadForEditing(id, locale);
  const [t, translations, publication] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminNewsArticle' }),
    // The states of the texts the screen shows: the draft's.
    readAsDrafted('news', article.id, (tx) => itemTranslations('news', article.id, tx)),
    publicationOf('news', article.id),
  ]);
  const { title_en, title_fr, title_de, title_it, title_es } = article;

  return (
    <TranslationEditingProvider
      items={translations}
      suggest={suggestionsAvailable()}
      locale={locale}
      editable={editableLanguages(admin)}
      manage={content}
    >
      {/* Every save says the latest change its form was shown from: a colleague's change since is not overwritten. */}
      <ItemVersionProvider version={mark}>
        <AdminPageHeading
          back={content ? { label: t('back'), href: '/admin/news' } : undefined}
          title={article.title}
          intro={t('intro', { date: formatDate(locale, article.created_at, 'day') })}
          site={{ label: t('viewOnSite'), href: newsPath(locale, article.id) }}
          history={content ? { label: t('history'), href: `/admin/news/${article.id}/history` } : undefined}
        />
        {content && <PublicationPanel kind="news" id={article.id} publication={publication} locale={locale} />}
        <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
          <NewsTitlesForm
            newsId={article.id}
            titles={{ title_en, title_fr, title_de, title_it, title_es }}
            locale={locale}
          />
          {content && (
            <div className="grid gap-6">
              <NewsDateForm
                newsId={article.id}
                day={officeDay(article.published_at)}
                latest={officeDay(latestPublication())}
              />
              <NewsCover
                newsId={article.id}
                image={article.image}
                imageType={article.image_type}
                locale={locale}
                title={article.title}
              />
            </div>
          )}
        </div>
        <ContentBlocks newsId={article.id} blocks={article.content} locale={locale} />
      </ItemVersionProvider>
    </TranslationEditingProvider>
  );
}
