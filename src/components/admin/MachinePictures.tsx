import type { Locale } from '@/i18n/locales';
import { readConfig } from '@/server/config';

import type { AdminPicture } from './machine-pictures';
import { MachinePictures as MachinePicturesClient } from './MachinePictures.client';

/** The pictures section of the machine screen, with the upload limits of the server's configuration. */
export function MachinePictures({
  machineId,
  pictures,
  locale,
}: {
  machineId: number;
  pictures: AdminPicture[];
  locale: Locale;
}) {
  const { image, video } = readConfig().uploadLimits;
  const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
  return (
    <MachinePicturesClient
      machineId={machineId}
      pictures={pictures}
      locale={locale}
      limits={{ image: megabytes(image), video: megabytes(video) }}
    />
  );
}
