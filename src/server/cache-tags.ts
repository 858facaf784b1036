/**
 * Cache tags of the public reads, named after what they cover (STYLE.md §7). Reads tag their entries with
 * these; every domain write revalidates the tags it touches.
 */
export const cacheTags = {
  machines: 'machines',
  machine: (id: number) => `machine:${id}`,
  categories: 'categories',
  news: 'news',
  newsItem: (id: number) => `news:${id}`,
} as const;
