import type { Permission } from '@/server/auth/roles';

/**
 * The back office's screens, in the menu's and the dashboard's order, with the permission each needs: the menu
 * and the dashboard show a role only what it may use (each page checks it again on the server).
 */
export const screens = [
  { key: 'machines', href: '/admin/machine', need: 'content' },
  { key: 'categories', href: '/admin/category', need: 'content' },
  { key: 'characteristicTypes', href: '/admin/characteristic-type', need: 'content' },
  { key: 'news', href: '/admin/news', need: 'content' },
  { key: 'inbox', href: '/admin/inbox', need: 'inbox' },
  { key: 'translations', href: '/admin/translations', need: 'texts' },
  { key: 'trash', href: '/admin/trash', need: 'content' },
  { key: 'accounts', href: '/admin/accounts', need: 'accounts' },
  { key: 'activity', href: '/admin/activity', need: 'accounts' },
] as const satisfies readonly { key: string; href: string; need: Permission }[];
