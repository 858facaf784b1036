// Kept free of `server-only`: the e2e tests read the demo content outside Next.js.
import type { SeedCategory } from './types';

/** The five demo categories, in the order of their priority. */
export const categories: SeedCategory[] = [
  {
    key: 'hydraulic-presses',
    priority: 0,
    name: {
      en: 'Hydraulic presses',
      fr: 'Presses hydrauliques',
      de: 'Hydraulikpressen',
      it: 'Presse idrauliche',
      es: 'Prensas hidráulicas',
    },
  },
  {
    key: 'hose-assembly',
    priority: 1,
    name: {
      en: 'Hose assembly',
      fr: 'Flexibles hydrauliques',
      de: 'Schlauchtechnik',
      it: 'Tubi flessibili',
      es: 'Mangueras hidráulicas',
    },
  },
  {
    key: 'cutting',
    priority: 2,
    name: {
      en: 'Cutting and bending',
      fr: 'Découpe et pliage',
      de: 'Schneiden und Abkanten',
      it: 'Taglio e piegatura',
      es: 'Corte y plegado',
    },
  },
  {
    key: 'power-units',
    priority: 3,
    name: {
      en: 'Power units',
      fr: 'Groupes hydrauliques',
      de: 'Hydraulikaggregate',
      it: 'Centraline idrauliche',
      es: 'Grupos hidráulicos',
    },
  },
  {
    key: 'cylinder-service',
    priority: 4,
    name: {
      en: 'Cylinder service',
      fr: 'Entretien de vérins',
      de: 'Zylinderservice',
      it: 'Assistenza cilindri',
      es: 'Servicio de cilindros',
    },
  },
];
