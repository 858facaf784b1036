import { getImageProps } from 'next/image';

import { ContactMap as ContactMapClient, type ContactMapLabels } from './ContactMap.client';

/** The drawn preview: a vector drawing, as it is, filling its box. */
const preview = getImageProps({
  src: '/illustrations/contact-map.svg',
  alt: '',
  fill: true,
  unoptimized: true,
  sizes: '(min-width: 1152px) 1104px, 100vw',
  className: 'object-cover',
}).props;

/** The map of the workshop; the preview's attributes are made here, so that next/image's code stays on the server. */
export function ContactMap({ labels }: { labels: ContactMapLabels }) {
  return <ContactMapClient labels={labels} preview={preview} />;
}
