import { loadOrNotFound } from '@/app/_lib/load-or-not-found';
import { assertNewsExists } from '@/server/news/articles';

import { requireAdminPage } from '../../_lib/auth';

/**
 * Checks the article exists before the page's loading state streams: once it has, the answer's status is
 * sent, and an unknown id would come back as 200 instead of 404.
 */
export default async function NewsArticleLayout({ children, params }: LayoutProps<'/admin/news/[id]'>) {
  const { id } = await params;
  await requireAdminPage(`/admin/news/${id}`, 'texts');
  await loadOrNotFound(id, assertNewsExists);
  return children;
}
