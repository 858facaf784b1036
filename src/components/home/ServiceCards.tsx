import { pathOf, type SitePage } from '@/i18n/paths';

/** The three services of the home page; 'learn more' shows on hover and focus (and always on touch screens). */
export function ServiceCards(props: {
  locale: string;
  cards: { page: SitePage; title: string; text: string }[];
  learnMore: string;
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {props.cards.map((card) => (
        <li key={card.page}>
          <a
            href={pathOf(props.locale, card.page)}
            className="group flex h-full flex-col rounded-sm border border-steel-100 bg-white p-6 hover:border-signal"
          >
            <h3 className="text-xl font-semibold">{card.title}</h3>
            <p className="mt-3 flex-1 text-steel-700">{card.text}</p>
            <span className="mt-6 font-medium text-signal transition-opacity duration-200 lg:opacity-0 lg:group-hover:opacity-100 lg:group-focus-visible:opacity-100">
              {props.learnMore} →
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
