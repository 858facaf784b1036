import type { MachineSummary } from '@/server/machines';

import { MediaView } from './MediaView';

/** A machine in a list: its first picture or video, its name (two lines at most) and its categories. */
export function MachineCard({ machine, href }: { machine: MachineSummary; href: string }) {
  const picture = machine.pictures[0];
  return (
    <a href={href} className="group block overflow-hidden rounded-sm border border-steel-100 bg-white hover:border-steel-300">
      <div className="aspect-[4/3] bg-steel-50">
        {picture && (
          <MediaView
            url={picture.url}
            type={picture.type}
            alt={picture.description}
            width={picture.width}
            height={picture.height}
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="p-4">
        <h3 className="line-clamp-2 font-medium group-hover:text-signal">{machine.name}</h3>
        {machine.categories.length > 0 && (
          <p className="mt-1 text-sm text-steel-700">{machine.categories.map((category) => category.name).join(' - ')}</p>
        )}
      </div>
    </a>
  );
}
