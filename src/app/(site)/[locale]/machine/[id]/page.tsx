import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';

import { MachineDetails } from '@/components/machines/MachineDetails';
import { NotFoundPage } from '@/components/NotFoundPage';
import type { Locale } from '@/i18n/locales';
import { localizedMetadata, notFoundMetadata, summarize } from '@/components/seo/metadata';
import { plainText } from '@/markdown/plain-text';
import { machinePage } from '@/i18n/paths';
import { listMachineIndex } from '@/server/catalogue/machine-lists';
import { getPublicMachine, type PublicMachine } from '@/server/catalogue/machines';

import { loadOrNull } from '@/app/_lib/load-or-not-found';

type Props = PageProps<'/[locale]/machine/[id]'>;

/** The machine, or null for an id that is not one. */
async function findMachine(params: Props['params']): Promise<{ locale: Locale; machine: PublicMachine | null }> {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  return { locale, machine: await loadOrNull(id, (found) => getPublicMachine(found, locale)) };
}

/** The machine's entry of the sitemap: its last change and the languages its name and description are written in. */
async function indexEntry(id: number) {
  return (await listMachineIndex()).find((entry) => entry.id === id);
}

// Rendered on the first request for an id, then cached until a change of what it shows revalidates it.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, machine } = await findMachine(params);
  if (!machine) return notFoundMetadata(locale);
  const entry = await indexEntry(machine.id);
  // A shared link shows a picture, not a video: the first of the machine's pictures that is an image.
  const picture = machine.pictures.find((item) => item.type.startsWith('image/'));
  return localizedMetadata({
    locale,
    path: machinePage(machine.id),
    writtenIn: entry?.languages,
    title: machine.name,
    description: machine.metadescription.trim() || summarize(plainText(machine.description)) || machine.name,
    image: picture && {
      url: picture.url,
      alt: picture.description || machine.name,
      width: picture.width,
      height: picture.height,
    },
  });
}

/** One machine: pictures, name, categories, description and three sections, closed at first. */
export default async function MachinePage({ params }: Props) {
  const { locale, machine } = await findMachine(params);
  setRequestLocale(locale);
  if (!machine) return <NotFoundPage locale={locale} />;
  const entry = await indexEntry(machine.id);
  return <MachineDetails locale={locale} machine={machine} entry={entry} />;
}
