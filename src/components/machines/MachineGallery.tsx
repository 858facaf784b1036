import type { PublicPicture } from '@/server/catalogue/presenters';

import { MediaView } from '../MediaView';
import mediaLoader from '../mediaLoader';
import { pictureSizes } from '../pictureSizes';
import { type GalleryLabels, GalleryViewer } from './MachineGallery.client';

/** The largest size the site serves of a stored picture; any other (a drawing, a GIF) as it is. */
export const largePictureUrl = (picture: PublicPicture) =>
  picture.type === 'image/gif' ? picture.url : mediaLoader({ src: picture.url, width: 1920 });

/**
 * The machine's pictures and videos (see `GalleryViewer`), each rendered here in its three sizes, so that the
 * browser gets their markup and none of the picture code that writes it. Only the first is eager: React preloads, at
 * high priority, every eager picture a server component renders, whether or not the viewer ever shows it, and on a
 * phone those downloads came before the page's largest paint (docs/performance.md, "Pictures preloaded for nothing").
 * The others load when they are shown; an enlarged picture when its dialog opens.
 */
export function MachineGallery({ pictures, labels }: { pictures: PublicPicture[]; labels: GalleryLabels }) {
  return (
    <GalleryViewer
      labels={labels}
      slides={pictures.map((picture, index) => ({
        id: picture.id,
        main: (
          <MediaView
            media={picture}
            eager={index === 0}
            autoPlay
            sizes={pictureSizes.halfColumn}
            className="h-full w-full object-contain"
          />
        ),
        thumbnail: (
          <MediaView media={picture} alt="" sizes={pictureSizes.thumbnail} className="h-full w-full object-cover" />
        ),
        large: picture.type.startsWith('video/')
          ? null
          : {
              href: largePictureUrl(picture),
              view: (
                <MediaView
                  media={picture}
                  sizes={pictureSizes.enlarged}
                  className="h-auto max-h-[calc(100dvh-2rem)] w-auto max-w-[calc(100vw-2rem)] bg-steel-50 object-contain"
                />
              ),
            },
      }))}
    />
  );
}
