/**
 * The company's identity, in one place so that it is changed in one place.
 * The demo values are fictional.
 */
export const company = {
  name: 'Jorat Hydraulique SA',
  foundedIn: 1971,
  address: {
    street: "Chemin de l'Industrie 12",
    postalCode: '1040',
    locality: 'Échallens',
    country: 'CH',
  },
  phone: '+41 21 555 01 71',
  email: 'info@jorat-hydraulique.example',
  partsShopUrl: 'https://shop.jorat-hydraulique.example',
  social: {
    linkedin: 'https://www.linkedin.com/company/jorat-hydraulique-example',
    facebook: 'https://www.facebook.com/jorat.hydraulique.example',
    instagram: 'https://www.instagram.com/jorat.hydraulique.example',
  },
  map: { latitude: 46.6413, longitude: 6.6325 },
  /** The office's time zone: of every date shown, mailed or exported, and of the inbox filters' days. */
  timeZone: 'Europe/Zurich',
} as const;
