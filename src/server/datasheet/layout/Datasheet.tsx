// Kept free of `server-only`: bench:datasheet renders outside Next.js, and react-pdf fails under react-server.
import { Document, Image, Page, Text, View } from '@react-pdf/renderer';

import type { FormattedNode } from '@/markdown/formatted';

import { formattedBlocks } from './FormattedBlocks';
import { QrCode } from './QrCode';
import { colors, styles } from './styles';

/** A picture ready for print: JPEG bytes, already scaled down from the original. */
export interface PrintPicture {
  data: Buffer;
  width: number;
  height: number;
}

export interface NameValue {
  name: string;
  value: string;
}

/** Everything a datasheet shows, in its language: the component reads nothing itself. */
export interface DatasheetProps {
  locale: string;
  fonts: string[];
  company: { name: string; address: string[]; phone: string; email: string; website: string };
  machine: {
    name: string;
    categories: string[];
    /** The description as read by `parseFormatted`: its paragraphs, lists, bold, italic and links. */
    description: FormattedNode[];
    advantages: string[];
    technicalCharacteristics: NameValue[];
    options: NameValue[];
  };
  pictures: PrintPicture[];
  url: string;
  labels: {
    title: string;
    phone: string;
    email: string;
    description: string;
    advantages: string;
    technicalCharacteristics: string;
    options: string;
    name: string;
    value: string;
    dataOf: string;
    /** "Page {page} of {pages}", with the two numbers left for react-pdf to fill in. */
    page: (page: number, pages: number) => string;
  };
}

/**
 * The machine's datasheet: an A4 document in one language, written like the site's pages but for paper. Headings
 * and what follows them are children of the page itself: react-pdf keeps a heading with what follows
 * (`minPresenceAhead`) among the page's own children only.
 */
export function Datasheet({ locale, fonts, company, machine, pictures, url, labels }: DatasheetProps) {
  const [main, ...more] = pictures;
  return (
    <Document title={machine.name} author={company.name} subject={labels.title} language={locale}>
      <Page size="A4" style={[styles.page, { fontFamily: fonts as unknown as string }]}>
        <View style={styles.header}>
          <Text style={styles.company}>{company.name}</Text>
          <View>
            {[
              ...company.address,
              `${labels.phone} ${company.phone}`,
              `${labels.email} ${company.email}`,
              company.website,
            ].map((line) => (
              <Text key={line} style={styles.contact}>
                {line}
              </Text>
            ))}
          </View>
        </View>
        <View style={styles.rule} />
        <Text style={styles.kicker}>{labels.title}</Text>
        <Text style={styles.name}>{machine.name}</Text>
        {machine.categories.length > 0 && <Text style={styles.categories}>{machine.categories.join(' - ')}</Text>}
        {/* eslint-disable-next-line jsx-a11y/alt-text -- react-pdf's picture in a PDF, which has no alt text */}
        {main && <Image src={{ data: main.data, format: 'jpg' }} style={styles.mainPicture} />}
        {more.length > 0 && (
          <View style={styles.thumbnails}>
            {more.map((picture, index) => (
              // eslint-disable-next-line jsx-a11y/alt-text -- as above
              <Image key={index} src={{ data: picture.data, format: 'jpg' }} style={styles.thumbnail} />
            ))}
          </View>
        )}
        {machine.description.length > 0 && (
          <Text style={styles.heading} minPresenceAhead={40}>
            {labels.description}
          </Text>
        )}
        {formattedBlocks(machine.description, url)}
        {machine.advantages.length > 0 && (
          <Text style={styles.heading} minPresenceAhead={40}>
            {labels.advantages}
          </Text>
        )}
        {machine.advantages.map((advantage, index) => (
          <View key={index} style={styles.bullet} wrap={false}>
            <Text style={styles.bulletMark}>–</Text>
            <Text style={styles.bulletText}>{advantage}</Text>
          </View>
        ))}
        {nameValueTable(labels.technicalCharacteristics, machine.technicalCharacteristics, labels)}
        {nameValueTable(labels.options, machine.options, labels)}
        <View style={styles.footer} fixed>
          <View style={styles.footerText}>
            <Text>{url}</Text>
            <Text>{labels.dataOf}</Text>
          </View>
          <Text
            style={styles.pageNumber}
            render={({ pageNumber, totalPages }) => labels.page(pageNumber, totalPages)}
          />
          <QrCode text={url} size={52} color={colors.anthracite} />
        </View>
      </Page>
    </Document>
  );
}

/**
 * Technical characteristics or options: its heading, then a name and a value a row. A table longer than the page
 * goes on on the next with its header again (a `fixed` child repeats on every page its parent spans); a row is
 * never cut in two, and the heading stays with the header and the first rows.
 */
function nameValueTable(title: string, rows: NameValue[], labels: DatasheetProps['labels']) {
  if (rows.length === 0) return null;
  return [
    <Text key="heading" style={styles.heading} minPresenceAhead={72}>
      {title}
    </Text>,
    <View key="table">
      <View style={styles.tableHeader} fixed>
        <Text style={[styles.nameCell, styles.headerCell]}>{labels.name}</Text>
        <Text style={[styles.valueCell, styles.headerCell]}>{labels.value}</Text>
      </View>
      {rows.map((row, index) => (
        <View key={index} style={index % 2 === 1 ? [styles.row, styles.shaded] : styles.row} wrap={false}>
          <Text style={styles.nameCell}>{row.name}</Text>
          <Text style={styles.valueCell}>{row.value}</Text>
        </View>
      ))}
    </View>,
  ];
}
