import { cardWidths } from '@/config/picture-widths.mjs';
import type { MachineSummary } from '@/server/catalogue/machine-lists';

import { WholeModelNames } from '../KeepTogether';
import { cardFrame } from './card-frame';
import { MediaView } from '../MediaView';
import { CategoryNames } from './CategoryNames';
import { pictureSizes } from '../pictureSizes';

/**
 * A machine in a list: its first picture or video, its name (two lines at most), its categories, a call to act.
 * `eager` for the card a phone shows on arrival, whose picture is the page's largest paint: loaded at once, first.
 * `framed={false}` where the list item draws the frame (`listedCardFrame`), with more inside it than the link.
 */
export function MachineCard({
  machine,
  href,
  action,
  eager,
  framed = true,
}: {
  machine: MachineSummary;
  href: string;
  action?: string;
  eager?: boolean;
  framed?: boolean;
}) {
  const picture = machine.pictures[0];
  return (
    <a href={href} className={`group block ${framed ? cardFrame : 'flex-1'}`}>
      <div className="aspect-[4/3] bg-steel-50">
        {picture && (
          <MediaView
            media={picture}
            sizes={pictureSizes.card}
            widths={cardWidths}
            eager={eager}
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="p-4">
        <h3
          lang={machine.fallback.name}
          className="line-clamp-2 font-medium [overflow-wrap:anywhere] group-hover:text-signal"
        >
          <WholeModelNames text={machine.name} />
        </h3>
        {machine.categories.length > 0 && (
          <p className="mt-1 text-sm text-steel-700">
            <CategoryNames categories={machine.categories} />
          </p>
        )}
        {action && (
          <span className="mt-4 inline-flex rounded-sm bg-anthracite px-4 py-2 text-sm font-medium text-white group-hover:bg-signal">
            {action}
          </span>
        )}
      </div>
    </a>
  );
}
