import { clients } from '@/config/clients';

const marks = {
  square: <rect x="4" y="4" width="32" height="32" rx="3" />,
  circle: <circle cx="20" cy="20" r="16" />,
  triangle: <path d="M20 3 37 35H3Z" />,
  hexagon: <path d="M20 2 36 11v18L20 38 4 29V11Z" />,
  diamond: <path d="M20 2 38 20 20 38 2 20Z" />,
};

const initials = (name: string) =>
  name
    .split(/[\s-]+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');

/** The clients' logos: a grey mark with initials beside the name, drawn here rather than downloaded. */
export function ClientLogos() {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-7">
      {clients.map((client) => (
        <li
          key={client.name}
          className="flex h-20 items-center justify-center gap-2 rounded-sm border border-steel-100 px-3 text-steel-700"
        >
          <svg viewBox="0 0 40 40" className="size-8 shrink-0 fill-steel-500" aria-hidden="true">
            {marks[client.shape]}
            <text x="20" y="25" textAnchor="middle" className="fill-white text-[12px] font-semibold">
              {initials(client.name)}
            </text>
          </svg>
          <span className="text-sm leading-tight font-semibold">{client.name}</span>
        </li>
      ))}
    </ul>
  );
}
