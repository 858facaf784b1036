/**
 * What schema.org and the search engines' documentation require of each kind of record the site publishes,
 * checked by the tests on the builders and on the rendered pages. Answers the missing or malformed properties.
 */
type Data = Record<string, unknown>;

const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]/.test(value);
const isIsoDate = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(value);
const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** Each rule: a property path and the test its value must pass. */
const rules: Record<string, [string, (value: unknown) => boolean][]> = {
  LocalBusiness: [
    ['name', isText],
    ['url', isAbsoluteUrl],
    ['telephone', isText],
    ['address.streetAddress', isText],
    ['address.addressLocality', isText],
    ['address.postalCode', isText],
    ['address.addressCountry', isText],
    ['geo.latitude', (value) => typeof value === 'number'],
    ['geo.longitude', (value) => typeof value === 'number'],
    ['foundingDate', isText],
    ['sameAs', (value) => list(value).length > 0 && list(value).every(isAbsoluteUrl)],
  ],
  Product: [
    ['name', isText],
    ['url', isAbsoluteUrl],
    ['brand.name', isText],
    ['image', (value) => list(value).every(isAbsoluteUrl)],
    ['additionalProperty', (value) => list(value).every((item) => isText((item as Data).name))],
    // An offer, when there is one, has its price as a decimal text and its currency as an ISO 4217 code.
    [
      'offers',
      (value) =>
        list(value).every((item) => {
          const offer = item as Data;
          return (
            offer['@type'] === 'Offer' &&
            typeof offer.price === 'string' &&
            /^\d+(\.\d{1,2})?$/.test(offer.price) &&
            offer.priceCurrency === 'CHF' &&
            isAbsoluteUrl(offer.url)
          );
        }),
    ],
  ],
  NewsArticle: [
    ['headline', (value) => isText(value) && (value as string).length <= 110],
    ['image', (value) => list(value).every(isAbsoluteUrl)],
    ['datePublished', isIsoDate],
    ['dateModified', isIsoDate],
    ['author.name', isText],
    ['publisher.name', isText],
    ['publisher.logo', isAbsoluteUrl],
  ],
  BreadcrumbList: [
    [
      'itemListElement',
      (value) =>
        list(value).length > 0 &&
        list(value).every((item, index) => {
          const step = item as Data;
          return step.position === index + 1 && isText(step.name) && isAbsoluteUrl(step.item);
        }),
    ],
  ],
  VideoObject: [
    ['name', isText],
    ['description', isText],
    ['thumbnailUrl', (value) => list(value).length > 0 && list(value).every(isAbsoluteUrl)],
    ['uploadDate', isIsoDate],
    ['contentUrl', isAbsoluteUrl],
  ],
};

const at = (data: Data, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Data | undefined)?.[key], data);

/** The problems of one JSON-LD record: an unknown type, or each required property missing or malformed. */
export function structuredDataProblems(record: object): string[] {
  const data = record as Data;
  if (data['@context'] !== 'https://schema.org') return ['@context is not https://schema.org'];
  const type = String(data['@type']);
  const checks = rules[type];
  if (!checks) return [`no rules for @type ${type}`];
  return checks.filter(([path, valid]) => !valid(at(data, path))).map(([path]) => `${type}: ${path}`);
}
