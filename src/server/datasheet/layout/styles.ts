// Kept free of `server-only`: bench:datasheet renders outside Next.js, and react-pdf fails under react-server.
import { StyleSheet } from '@react-pdf/renderer';

/** The site's colours, as the datasheet prints them. */
export const colors = {
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
export const styles = StyleSheet.create({
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
  // A description's lists: their items' text as a paragraph's, the number of an ordered one wider than a dash.
  list: { marginBottom: 6 },
  listItem: { flexDirection: 'row', marginBottom: 2 },
  listNumber: { width: 18, color: colors.signal },
  listText: { ...text },
  strong: { fontWeight: 600 },
  emphasis: { fontStyle: 'italic' },
  link: { color: colors.signal, textDecoration: 'underline' },
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
