'use client';

import { getImageProps } from 'next/image';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';

import { replaceNewsCoverAction } from '@/app/(admin)/admin/_actions/news-cover';
import { formatLocale, type Locale } from '@/i18n/locales';

import { Button } from '../ui/Button';
import { ErrorLine, ErrorLineProvider, reach, useAdminAction } from './ErrorLine.client';
import { useLatestVersion } from './ItemVersion.client';
import { uploadFailure, uploadFile } from './uploadFile';

/**
 * The cover of an article: shown, and replaced by clicking the image (double-clicking a video, whose single
 * clicks belong to its controls) or the Change Cover button, with the upload's progress and refusal. A new cover
 * refused because a colleague changed the cover since keeps its file, to send again in one click after Reload.
 */
export function NewsCover(props: NewsCoverProps) {
  return (
    // The cover's failures show in an area of its own, under it.
    <ErrorLineProvider>
      <CoverEditor {...props} />
    </ErrorLineProvider>
  );
}

interface NewsCoverProps {
  newsId: number;
  image: string | null;
  imageType: string | null;
  locale: Locale;
  /** The article's title in the admin's language, for the cover's alt text. */
  title: string;
}

function CoverEditor(props: NewsCoverProps) {
  const t = useTranslations('AdminNewsArticle');
  const percent = new Intl.NumberFormat(formatLocale[props.locale], { style: 'percent' });
  const { show, errorText, report } = useAdminAction();
  const chooser = useRef<HTMLInputElement>(null);
  const [cover, setCover] = useState({ image: props.image, type: props.imageType });
  // The cover follows each render of the screen (a colleague's new one after a Reload), so that a new one is based
  // on the latest render's version.
  const [rendered, setRendered] = useState(props.image);
  if (rendered !== props.image) {
    setRendered(props.image);
    setCover({ image: props.image, type: props.imageType });
  }
  const version = useLatestVersion();
  const [progress, setProgress] = useState<number | null>(null);
  // The file of a new cover refused because of a colleague's: kept until sent, or another is chosen.
  const [refused, setRefused] = useState<File | null>(null);
  const isVideo = cover.type?.startsWith('video/') ?? false;
  const choose = () => progress === null && chooser.current?.click();

  async function upload(file: File | undefined) {
    if (!file) return;
    show(null);
    setRefused(null);
    setProgress(0);
    const sent = await uploadFile(file, { kind: 'news', id: props.newsId }, setProgress);
    const result = sent.ok
      ? await reach(replaceNewsCoverAction({ newsId: props.newsId, ticket: sent.data.ticket, version }))
      : sent;
    setProgress(null);
    if (chooser.current) chooser.current.value = '';
    if (!result.ok && result.error === 'conflict') {
      // Who changed the cover meanwhile, and Reload to see theirs; the file stays, to send again.
      report(result);
      setRefused(file);
      return;
    }
    if (!result.ok) {
      const reason = uploadFailure(result);
      show(`${t('cover.failed')} ${reason === 'unsupported' ? t('cover.unsupported') : errorText(reason)}`);
      return;
    }
    setCover({ image: result.data.image, type: result.data.image_type });
  }

  return (
    <section aria-labelledby="news-cover" className="rounded-sm border border-steel-100 bg-white p-4 sm:p-6">
      <h2 id="news-cover" className="text-lg font-semibold">
        {t('cover.heading')}
      </h2>
      <div className="mt-4">
        {cover.image && isVideo && (
          <video
            key={cover.image}
            src={cover.image}
            controls
            muted
            loop
            playsInline
            preload="metadata"
            aria-label={t('cover.alt', { title: props.title })}
            onDoubleClick={choose}
            className="aspect-[4/3] w-full rounded-sm bg-steel-50 object-cover"
          />
        )}
        {cover.image && !isVideo && (
          // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes (getImageProps)
          <img
            key={cover.image}
            {...getImageProps({
              src: cover.image,
              alt: '',
              width: 1200,
              height: 900,
              sizes: '(min-width: 1024px) 480px, 100vw',
              // Sized by the media route (mediaLoader), as on the public pages; a GIF as it is.
              unoptimized: !cover.image.startsWith('/media/') || cover.type === 'image/gif',
            }).props}
            alt={t('cover.alt', { title: props.title })}
            onClick={choose}
            className="aspect-[4/3] w-full cursor-pointer rounded-sm bg-steel-50 object-cover"
          />
        )}
        {!cover.image && (
          <button
            type="button"
            onClick={choose}
            className="flex aspect-[4/3] w-full items-center justify-center rounded-sm border-2 border-dashed border-steel-300 text-steel-700"
          >
            {t('cover.none')}
          </button>
        )}
      </div>
      {cover.image && <p className="mt-2 text-sm text-steel-700">{isVideo ? t('cover.videoHint') : t('cover.hint')}</p>}
      <input
        ref={chooser}
        type="file"
        accept="image/*,video/*"
        tabIndex={-1}
        aria-hidden
        className="hidden"
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <Button variant="dark" onClick={choose} disabled={progress !== null} className="mt-3">
        {t('cover.change')}
      </Button>
      {progress !== null && (
        <div className="mt-3">
          <progress
            value={Math.round(progress * 100)}
            max={100}
            aria-label={t('cover.uploading')}
            className="w-full accent-signal"
          />
          <p className="text-sm text-steel-700" aria-hidden>
            {t('cover.uploading')} {percent.format(progress)}
          </p>
        </div>
      )}
      <ErrorLine className="mt-3" />
      {refused && progress === null && (
        <div className="mt-3 text-sm text-steel-700">
          <p>{t('cover.kept')}</p>
          <Button variant="primary" onClick={() => void upload(refused)} className="mt-2">
            {t('cover.sendAgain', { name: refused.name })}
          </Button>
        </div>
      )}
    </section>
  );
}
