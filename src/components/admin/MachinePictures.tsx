import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/i18n/locales';
import { readConfig } from '@/server/config';

import type { AdminPicture } from './machine-pictures';
import { MachinePictures as MachinePicturesClient } from './MachinePictures.client';

/** The pictures section of the machine screen, its texts in the admin's language. */
export async function MachinePictures({
  machineId,
  pictures,
  locale,
}: {
  machineId: number;
  pictures: AdminPicture[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'MachinePictures' });
  const { image, video } = readConfig().uploadLimits;
  const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
  return (
    <MachinePicturesClient
      machineId={machineId}
      pictures={pictures}
      locale={locale}
      labels={{
        title: t('title'),
        choose: t('choose'),
        formats: t('formats', { image: megabytes(image), video: megabytes(video) }),
        progress: t.raw('progress') as string,
        unsupported: t('unsupported'),
        dismiss: t('dismiss'),
        altText: t('altText'),
        altTextShown: t('altTextShown'),
        noAltText: t('noAltText'),
        editAltText: t('editAltText'),
        save: t('save'),
        cancel: t('cancel'),
        delete: t('delete'),
        confirmDelete: t('confirmDelete'),
        empty: t('empty'),
        pictureNumber: t.raw('pictureNumber') as string,
      }}
    />
  );
}
