// Kept free of `server-only`: bench:datasheet renders outside Next.js, and react-pdf fails under react-server.
import { Document, Image, Page, StyleSheet, Text, View } from '@react-pdf/renderer';

import { QrCode } from './QrCode';

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
    description: string;
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

const colors = {
  anthracite: '#1f2428',
  steel700: '#4a545e',
  steel300: '#c5ccd3',
  steel50: '#f5f7f8',
  signal: '#c2410c',
};

/** Body text. react-pdf multiplies a line height by the element's own font size, never an inherited one. */
const bodySize = 9.5;
const text = { fontSize: bodySize, lineHeight: 1.4 };

// No line height on the page or the footer: react-pdf draws nothing of a text made at print time (the page
// numbers) that has or inherits one. The texts of the body set theirs.
const styles = StyleSheet.create({
  page: { paddingTop: 36, paddingBottom: 84, paddingHorizontal: 48, fontSize: bodySize, color: colors.anthracite },
  header: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start' },
  company: { fontSize: 14, fontWeight: 600 },
  contact: { ...text, fontSize: 8, color: colors.steel700, textAlign: 'right' },
  rule: { height: 3, width: 56, backgroundColor: colors.signal, marginTop: 10, marginBottom: 18 },
  kicker: { fontSize: 9, fontWeight: 600, color: colors.signal },
  name: { fontSize: 22, fontWeight: 600, lineHeight: 1.2, marginTop: 4 },
  categories: { ...text, fontSize: 10, color: colors.steel700, marginTop: 4 },
  mainPicture: { height: 220, objectFit: 'contain', marginTop: 16 },
  thumbnails: { flexDirection: 'row', gap: 8, marginTop: 8 },
  thumbnail: { flex: 1, height: 90, objectFit: 'contain' },
  heading: { fontSize: 12, fontWeight: 600, marginTop: 18, marginBottom: 6 },
  paragraph: { ...text, marginBottom: 6 },
  bullet: { flexDirection: 'row', marginBottom: 3 },
  bulletMark: { width: 12, color: colors.signal },
  bulletText: { flex: 1 },
  tableHeader: { flexDirection: 'row', backgroundColor: colors.anthracite },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: colors.steel300 },
  shaded: { backgroundColor: colors.steel50 },
  nameCell: { width: '55%', paddingVertical: 4, paddingHorizontal: 6, color: colors.steel700 },
  // Tabular figures, as in the site's tables: the digits of one column line up.
  valueCell: {
    width: '45%',
    paddingVertical: 4,
    paddingHorizontal: 6,
    fontWeight: 600,
    fontFeatureSettings: ['tnum'],
  },
  headerCell: { color: 'white', fontWeight: 600 },
  footer: {
    position: 'absolute',
    left: 48,
    right: 48,
    bottom: 24,
    flexDirection: 'row',
    alignItems: 'flex-end',
    borderTopWidth: 0.5,
    borderTopColor: colors.steel300,
    paddingTop: 8,
    fontSize: 7.5,
    color: colors.steel700,
  },
  footerText: { flex: 1 },
  pageNumber: { width: 110, marginRight: 12, textAlign: 'right' },
});

/**
 * The machine's datasheet: an A4 document in one language, written like the site's pages but for paper. Headings
 * and what follows them are children of the page itself: react-pdf keeps a heading with what follows
 * (`minPresenceAhead`) among the page's own children only.
 */
export function Datasheet({ locale, fonts, company, machine, pictures, url, labels }: DatasheetProps) {
  const [main, ...more] = pictures;
  const paragraphs = machine.description.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
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
        {paragraphs.length > 0 && (
          <Text style={styles.heading} minPresenceAhead={40}>
            {labels.description}
          </Text>
        )}
        {paragraphs.map((paragraph, index) => (
          <Text key={index} style={styles.paragraph}>
            {paragraph.trim()}
          </Text>
        ))}
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
