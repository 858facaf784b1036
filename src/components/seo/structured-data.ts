/**
 * The pages' structured data (schema.org, as JSON-LD) for search engines: the company, a machine as a product,
 * an article, the breadcrumbs, a video. Each builder takes absolute URLs, since a crawler reads them out of
 * context. Pure functions: the pages pass them what they have already read.
 */
import type { BreadcrumbList, LocalBusiness, NewsArticle, Product, VideoObject, WithContext } from 'schema-dts';

import { company } from '@/config/company';
import { absoluteUrlOn } from '@/i18n/paths';
import { plainText } from '@/markdown/plain-text';
import { isUnit, units } from '@/schemas/units';

const absoluteUrl = absoluteUrlOn;

const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

/**
 * The company: a local business (schema.org's kind of organization with a place) with its address, phone,
 * e-mail, founding year, social profiles and position.
 */
export function companyData(siteUrl: string, description: string): WithContext<LocalBusiness> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': organizationId(siteUrl),
    name: company.name,
    description,
    url: `${siteUrl}/`,
    logo: absoluteUrl(siteUrl, '/icon.svg'),
    image: absoluteUrl(siteUrl, '/icon.svg'),
    telephone: company.phone,
    email: company.email,
    foundingDate: String(company.foundedIn),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.locality,
      addressCountry: company.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: company.map.latitude, longitude: company.map.longitude },
    sameAs: Object.values(company.social),
  };
}

/** The company as publisher or brand: its name and logo, pointing at the full record on the home page. */
function companyReference(siteUrl: string) {
  return {
    '@type': 'Organization' as const,
    '@id': organizationId(siteUrl),
    name: company.name,
    logo: absoluteUrl(siteUrl, '/icon.svg'),
  };
}

interface MediaInput {
  url: string;
  type: string;
}

const images = (siteUrl: string, media: MediaInput[]) =>
  media.filter((item) => !item.type.startsWith('video/')).map((item) => absoluteUrl(siteUrl, item.url));

/** A machine of the catalogue as a product, its description as plain text, its technical characteristics as properties. */
export function productData(
  siteUrl: string,
  pageUrl: string,
  machine: {
    name: string;
    description: string;
    pictures: MediaInput[];
    categories: { name: string }[];
    technical_characteristics: {
      name: string;
      value: string;
      /** A measure's exact decimals and unit (src/schemas/units.ts), given as numbers with their UN/CEFACT code. */
      measure?: { min: string; max: string | null; unit: string } | null;
    }[];
    /** Its price in francs as an exact decimal text, or null: on request (no offer is then given). */
    price?: string | null;
  },
): WithContext<Product> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: machine.name,
    description: plainText(machine.description) || undefined,
    url: pageUrl,
    image: images(siteUrl, machine.pictures),
    brand: { '@type': 'Brand', name: company.name },
    manufacturer: companyReference(siteUrl),
    category: machine.categories.map((category) => category.name).join(', ') || undefined,
    additionalProperty: machine.technical_characteristics.map((item) => ({
      '@type': 'PropertyValue',
      name: item.name,
      ...(item.measure ? measuredValue(item.measure) : { value: item.value }),
    })),
    offers: machine.price ? { '@type': 'Offer', price: machine.price, priceCurrency: 'CHF', url: pageUrl } : undefined,
  };
}

/** A measure as schema.org writes it: `value` or `minValue`/`maxValue`, and the unit's UN/CEFACT `unitCode`. */
function measuredValue(measure: { min: string; max: string | null; unit: string }) {
  const unit = isUnit(measure.unit)
    ? { unitCode: units[measure.unit].unece, unitText: units[measure.unit].symbol }
    : {};
  return measure.max === null
    ? { value: Number(measure.min), ...unit }
    : { minValue: Number(measure.min), maxValue: Number(measure.max), ...unit };
}

/** A news article: headline, cover picture, dates and the company as author and publisher. */
export function articleData(
  siteUrl: string,
  pageUrl: string,
  article: {
    title: string;
    summary: string;
    cover: MediaInput | null;
    published: Date;
    modified: Date;
    /** The language its headline is in (the page's, or the one it falls back to). */
    language: string;
  },
): WithContext<NewsArticle> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title.length > 110 ? `${article.title.slice(0, 109).trimEnd()}…` : article.title,
    description: article.summary || undefined,
    inLanguage: article.language,
    mainEntityOfPage: pageUrl,
    image: images(siteUrl, article.cover ? [article.cover] : []),
    datePublished: article.published.toISOString(),
    dateModified: article.modified.toISOString(),
    author: companyReference(siteUrl),
    publisher: companyReference(siteUrl),
  };
}

/** Where a page sits: each step's name and absolute URL, the last one being the page itself. */
export function breadcrumbData(steps: { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/** A video that is a page's main medium; its thumbnail is the page's preview picture. */
export function videoData(
  siteUrl: string,
  video: { name: string; description: string; url: string; thumbnailUrl: string; uploaded: Date },
): WithContext<VideoObject> {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.name,
    description: video.description || video.name,
    contentUrl: absoluteUrl(siteUrl, video.url),
    thumbnailUrl: absoluteUrl(siteUrl, video.thumbnailUrl),
    uploadDate: video.uploaded.toISOString(),
  };
}

/**
 * The JSON of a `<script type="application/ld+json">`, safe inside HTML: no text of the data (a machine's name,
 * say) can close the script element or open a comment, since `<`, `>` and `&` are written as JSON escapes.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
