import { articleData, breadcrumbData, companyData, jsonLdText, productData, videoData } from './structured-data';
import { structuredDataProblems } from './required-properties';

const site = 'https://www.example.ch';

describe('structured data', () => {
  it('describes the company as a local business with everything a search engine asks for', () => {
    const data = companyData(site, 'Hydraulic cylinders near Lausanne.');
    expect(structuredDataProblems(data)).toEqual([]);
    expect(data).toMatchObject({ '@id': `${site}/#organization`, foundingDate: '1971', url: `${site}/` });
  });

  it('describes a machine as a product, its description as plain text, with absolute pictures and its characteristics as properties', () => {
    const data = productData(site, `${site}/de/machine/3`, {
      name: 'Presse P-200',
      description: 'Eine **starke** Presse:\n- 200 t\n- [FEM-berechnet](https://example.com/fem)',
      pictures: [
        { url: '/media/machines/3/front.webp', type: 'image/webp' },
        { url: '/media/machines/3/run.mp4', type: 'video/mp4' },
      ],
      categories: [{ name: 'Pressen' }, { name: 'Werkstatt' }],
      technical_characteristics: [
        { name: 'Kraft', value: '200 t' },
        { name: 'Presskraft', value: '1’500 kN', measure: { min: '1500', max: null, unit: 'kN' } },
        { name: 'Blechdicke', value: '2–200 mm', measure: { min: '2', max: '200.5', unit: 'mm' } },
      ],
    });
    expect(structuredDataProblems(data)).toEqual([]);
    expect(data.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Kraft', value: '200 t' },
      { '@type': 'PropertyValue', name: 'Presskraft', value: 1500, unitCode: 'B47', unitText: 'kN' },
      { '@type': 'PropertyValue', name: 'Blechdicke', minValue: 2, maxValue: 200.5, unitCode: 'MMT', unitText: 'mm' },
    ]);
    expect(data).toMatchObject({
      description: 'Eine starke Presse:\n\n200 t\nFEM-berechnet',
      image: [`${site}/media/machines/3/front.webp`],
      category: 'Pressen, Werkstatt',
    });
  });

  it('gives a machine with a price an offer in Swiss francs, and one on request none', () => {
    const machine = { name: 'Presse', description: '', pictures: [], categories: [], technical_characteristics: [] };
    const priced = productData(site, `${site}/fr/machine/3`, { ...machine, price: '12500.5' });
    expect(structuredDataProblems(priced)).toEqual([]);
    expect(priced.offers).toEqual({
      '@type': 'Offer',
      price: '12500.5',
      priceCurrency: 'CHF',
      url: `${site}/fr/machine/3`,
    });
    expect(productData(site, `${site}/fr/machine/3`, { ...machine, price: null }).offers).toBeUndefined();
    expect(
      structuredDataProblems({ ...priced, offers: { '@type': 'Offer', price: 12500, priceCurrency: 'CHF' } }),
    ).toEqual(['Product: offers']);
  });

  it('describes an article with its dates, a headline short enough, and the company as publisher', () => {
    const data = articleData(site, `${site}/fr/actualites/1`, {
      title: 'A'.repeat(140),
      summary: 'Résumé.',
      cover: { url: 'https://cdn.example.ch/news/1.webp', type: 'image/webp' },
      published: new Date('2024-03-01T08:00:00Z'),
      modified: new Date('2024-03-02T08:00:00Z'),
      language: 'en',
    });
    expect(structuredDataProblems(data)).toEqual([]);
    expect(data.inLanguage).toBe('en');
    expect(data.datePublished).toBe('2024-03-01T08:00:00.000Z');
    expect(data.image).toEqual(['https://cdn.example.ch/news/1.webp']);
  });

  it('numbers the breadcrumbs from 1, each with an absolute URL', () => {
    const data = breadcrumbData([
      { name: 'Accueil', url: `${site}/fr` },
      { name: 'Nos machines', url: `${site}/fr/nos-machines` },
      { name: 'Presse', url: `${site}/fr/machine/3` },
    ]);
    expect(structuredDataProblems(data)).toEqual([]);
  });

  it('describes a video with a thumbnail and an upload date', () => {
    const data = videoData(site, {
      name: 'Table de découpe',
      description: '',
      url: '/media/news/2/cover.mp4',
      thumbnailUrl: '/fr/actualites/2/opengraph-image',
      uploaded: new Date('2024-05-01T00:00:00Z'),
    });
    expect(structuredDataProblems(data)).toEqual([]);
  });

  it('reports what is missing, so that the checks above can fail', () => {
    expect(structuredDataProblems({ '@context': 'https://schema.org', '@type': 'Product', name: '' })).toEqual([
      'Product: name',
      'Product: url',
      'Product: brand.name',
    ]);
    expect(structuredDataProblems({ '@context': 'https://schema.org', '@type': 'Thing' })).toEqual([
      'no rules for @type Thing',
    ]);
  });

  it('writes JSON that no text can break out of its script element, and that parses back the same', () => {
    const hostile = { name: '</script><script>alert(1)</script><!-- & \u2028' };
    const text = jsonLdText(hostile);
    expect(text).not.toMatch(/<|>|&/);
    expect(JSON.parse(text)).toEqual(hostile);
  });
});
