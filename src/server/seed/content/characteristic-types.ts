import type { SeedCharacteristicType } from './types';

/** The demo's characteristic types: what several demo machines measure, so that the listing filters and compares. */
export const characteristicTypes: SeedCharacteristicType[] = [
  {
    key: 'pressing-force',
    name: {
      en: 'Pressing force',
      fr: 'Force de pressage',
      de: 'Presskraft',
      it: 'Forza di pressatura',
      es: 'Fuerza de prensado',
    },
    unit: 'kN',
  },
  {
    key: 'stroke',
    name: { en: 'Stroke', fr: 'Course', de: 'Hub', it: 'Corsa', es: 'Carrera' },
    unit: 'mm',
  },
  {
    key: 'operating-pressure',
    name: {
      en: 'Max. operating pressure',
      fr: 'Pression de service max.',
      de: 'Max. Betriebsdruck',
      it: 'Pressione massima di esercizio',
      es: 'Presión máxima de trabajo',
    },
    unit: 'bar',
  },
  {
    key: 'motor-power',
    name: {
      en: 'Motor power',
      fr: 'Puissance du moteur',
      de: 'Motorleistung',
      it: 'Potenza del motore',
      es: 'Potencia del motor',
    },
    unit: 'kW',
  },
  {
    key: 'plate-thickness',
    name: {
      en: 'Plate thickness',
      fr: 'Épaisseur de tôle',
      de: 'Blechdicke',
      it: 'Spessore della lamiera',
      es: 'Espesor de chapa',
    },
    unit: 'mm',
  },
];
