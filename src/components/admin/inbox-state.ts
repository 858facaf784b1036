import { type InboxState, inboxStates } from '@/schemas/inbox';

/** Each state's name, from the `AdminInbox` catalogue's translator (`getTranslations` or `createTranslator`). */
export function inboxStateLabels(t: (key: `states.${InboxState}`) => string): Record<InboxState, string> {
  return Object.fromEntries(inboxStates.map((state) => [state, t(`states.${state}`)])) as Record<InboxState, string>;
}

/** The badge of each state of a request: new ones stand out, spam and closed ones recede. */
export const inboxStateBadge: Record<InboxState, string> = {
  new: 'bg-orange-100 text-signal',
  in_progress: 'bg-amber-100 text-anthracite',
  answered: 'bg-green-100 text-green-900',
  closed: 'bg-steel-100 text-anthracite',
  spam: 'bg-steel-100 text-steel-700',
};

export const badgeClass = 'inline-block rounded-sm px-2 py-0.5 text-xs font-medium whitespace-nowrap';
