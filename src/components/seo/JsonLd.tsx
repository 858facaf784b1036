import { jsonLdText } from './structured-data';

/** Structured data for search engines, one script element per record, escaped so that no text can close it. */
export function JsonLd({ data }: { data: object[] }) {
  return data.map((record, index) => (
    <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(record) }} />
  ));
}
