'use client';

import { type ImgHTMLAttributes, useState } from 'react';

import { company } from '@/config/company';
import { buttonClass } from '@/components/ui/button-class';

const { latitude, longitude } = company.map;
/** About 6 km around the workshop. */
const bbox = [longitude - 0.06, latitude - 0.035, longitude + 0.06, latitude + 0.035].join(',');
const embedUrl = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`;
const mapUrl = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=13/${latitude}/${longitude}`;

export interface ContactMapLabels {
  title: string;
  overlayTitle: string;
  overlay: string;
  show: string;
  notice: string;
  previewAlt: string;
}

/**
 * The map of the workshop. Nothing is loaded from the map's provider before the visitor asks: a drawn preview
 * first (its attributes made by the server, see ContactMap.tsx), the interactive map on click. Without JavaScript
 * the button is a link to the map's own site.
 */
export function ContactMap({
  labels,
  preview,
}: {
  labels: ContactMapLabels;
  preview: ImgHTMLAttributes<HTMLImageElement>;
}) {
  const [loaded, setLoaded] = useState(false);

  return (
    <div className="relative overflow-hidden rounded-sm border border-steel-100 bg-steel-50">
      <div className="relative aspect-[4/3] sm:aspect-[2/1]">
        {loaded ? (
          <iframe
            title={labels.title}
            src={embedUrl}
            className="absolute inset-0 h-full w-full border-0"
            loading="lazy"
          />
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes (getImageProps)
          <img {...preview} alt={labels.previewAlt} />
        )}
      </div>
      <div className="border-t border-steel-100 bg-white p-6 sm:absolute sm:top-6 sm:left-6 sm:max-w-sm sm:border sm:shadow-md">
        <p className="font-semibold">{labels.overlayTitle}</p>
        <p className="mt-2 text-sm text-steel-700">{labels.overlay}</p>
        {!loaded && (
          <>
            <a
              href={mapUrl}
              onClick={(event) => {
                event.preventDefault();
                setLoaded(true);
              }}
              className={buttonClass('primary', 'md', 'mt-4 text-sm')}
            >
              {labels.show}
            </a>
            <p className="mt-3 text-xs text-steel-700">{labels.notice}</p>
          </>
        )}
      </div>
    </div>
  );
}
