/**
 * Seeds the database of DATA_DIR for `npm run bench:pages`: the demo content, then as many more machines as
 * it takes to reach MACHINES (argument 1), each with 8 pictures and a category, and REQUESTS contact requests
 * (argument 2) for the inbox. Run by bench-pages.ts, once per catalogue size, in a fresh DATA_DIR.
 *
 * The extra machines copy the demo machines' texts in five languages (realistic lengths), numbered. They are
 * inserted in batches rather than one by one through the domain's create functions, which would take minutes
 * for 16,000 pictures; each picture row needs its own file key (the key is unique), so the demo's picture files
 * are hard-linked under new keys instead of being copied or encoded again.
 *
 * Ten characteristic types are added (beside the demo's own), and every machine has measures of about two thirds of them (numbers, and
 * ranges for the thicknesses and diameters), spread so that the listing's range filters have something to filter.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { formatMeasure } from '../../src/i18n/measures';
import { readConfig, mediaFolder } from '../../src/server/config';
import {
  categories,
  characteristicTypes,
  contactRequests,
  machineCategories,
  machines,
  pictures,
  technicalCharacteristics,
} from '../../src/server/db/schema';
import { mediaStorage } from '../../src/server/media/storage';
import { seedDemoContent } from '../../src/server/seed';
import { withDatabase } from '../cli';

const total = Number(process.argv[2]);
const requestCount = Number(process.argv[3] ?? 0);
const picturesPerMachine = 8;
const batch = 250;
const languages = ['en', 'fr', 'de', 'it', 'es'] as const;

type Localized<F extends string> = Record<`${F}_${(typeof languages)[number]}`, string>;

/** The types: names in en, fr, de, it, es; unit; the smallest measure; whether a measure is a range. */
const typeSpecs: [string[], string, number, boolean][] = [
  [['Pressing force', 'Force de pressage', 'Presskraft', 'Forza di pressatura', 'Fuerza de prensado'], 'kN', 50, false],
  [['Stroke', 'Course', 'Hub', 'Corsa', 'Carrera'], 'mm', 100, false],
  [['Table length', 'Longueur de table', 'Tischlänge', 'Lunghezza del tavolo', 'Longitud de mesa'], 'mm', 1000, false],
  [['Table width', 'Largeur de table', 'Tischbreite', 'Larghezza del tavolo', 'Anchura de mesa'], 'mm', 500, false],
  [
    ['Plate thickness', 'Épaisseur de tôle', 'Blechdicke', 'Spessore della lamiera', 'Espesor de chapa'],
    'mm',
    0.5,
    true,
  ],
  [
    ['Motor power', 'Puissance du moteur', 'Motorleistung', 'Potenza del motore', 'Potencia del motor'],
    'kW',
    2.2,
    false,
  ],
  [
    ['Working pressure', 'Pression de service', 'Betriebsdruck', 'Pressione di esercizio', 'Presión de trabajo'],
    'bar',
    100,
    false,
  ],
  [['Flow rate', 'Débit', 'Fördermenge', 'Portata', 'Caudal'], 'l/min', 10, false],
  [['Weight', 'Poids', 'Gewicht', 'Peso', 'Peso'], 'kg', 250, false],
  [
    ['Hose diameter', 'Diamètre du tuyau', 'Schlauchdurchmesser', 'Diametro del tubo', 'Diámetro de la manguera'],
    'mm',
    6,
    true,
  ],
];

/** The measures of the machine numbered `number`: about two thirds of the types, 1 to 4.9 times the smallest. */
function measuresOf(number: number, typeIds: number[]) {
  return typeSpecs.flatMap(([names, unit, smallest, ranged], index) => {
    if ((number + index) % 3 === 0) return [];
    const tenths = Math.round(smallest * (10 + ((number * (index + 3)) % 40)));
    const min = String(tenths / 10);
    const max = ranged ? String((tenths * 4) / 10) : null;
    const measure = { min, max, unit };
    return [
      {
        type_id: typeIds[index]!,
        measure_min: min,
        measure_max: max,
        measure_unit: unit,
        priority: index,
        ...(Object.fromEntries(languages.map((language, at) => [`name_${language}`, names[at]!])) as Localized<'name'>),
        ...(Object.fromEntries(
          languages.map((language) => [`value_${language}`, formatMeasure(measure, language)]),
        ) as Localized<'value'>),
      },
    ];
  });
}

function copyLocalized<F extends string>(row: Localized<F>, field: F, suffix = ''): Localized<F> {
  const entries = languages.map((language) => [`${field}_${language}`, row[`${field}_${language}`] + suffix]);
  return Object.fromEntries(entries) as Localized<F>;
}

await withDatabase(async (handle) => {
  await handle.exclusively(async (db) => {
    await handle.migrate();
    await seedDemoContent(db, mediaStorage());
    const demo = await db.query.machines.findMany({
      with: { pictures: true },
      orderBy: (table, { asc }) => asc(table.id),
    });
    const images = demo
      .flatMap((machine) => machine.pictures)
      .filter((picture) => picture.mime_type.startsWith('image/'));
    const categoryIds = (await db.select({ id: categories.id }).from(categories)).map((row) => row.id);
    const media = mediaFolder(readConfig().dataDir);
    const typeIds = (
      await db
        .insert(characteristicTypes)
        .values(
          typeSpecs.map(([names, unit], priority) => ({
            ...(Object.fromEntries(
              languages.map((language, at) => [`name_${language}`, names[at]!]),
            ) as Localized<'name'>),
            unit,
            priority,
          })),
        )
        .returning({ id: characteristicTypes.id })
    ).map((row) => row.id);
    await db
      .insert(technicalCharacteristics)
      .values(
        demo.flatMap((machine, index) =>
          measuresOf(index + 1, typeIds).map((row) => ({ ...row, machine_id: machine.id })),
        ),
      );

    for (let start = demo.length; start < total; start += batch) {
      const models = Array.from({ length: Math.min(batch, total - start) }, (_, index) => ({
        number: start + index + 1,
        model: demo[(start + index) % demo.length]!,
      }));
      const inserted = await db
        .insert(machines)
        .values(
          models.map(({ number, model }) => ({
            ...copyLocalized(model, 'name', ` ${number}`),
            ...copyLocalized(model, 'description'),
            ...copyLocalized(model, 'metadescription'),
          })),
        )
        .returning({ id: machines.id });
      const pictureRows = inserted.flatMap(({ id }, index) =>
        Array.from({ length: picturesPerMachine }, (_, priority) => {
          const source = images[(index + priority) % images.length]!;
          const key = `${path.posix.dirname(source.storage_key)}/${randomUUID()}${path.extname(source.storage_key)}`;
          fs.linkSync(path.join(media, source.storage_key), path.join(media, key));
          return {
            machine_id: id,
            priority,
            storage_key: key,
            mime_type: source.mime_type,
            width: source.width,
            height: source.height,
            ...copyLocalized(source, 'description'),
          };
        }),
      );
      await db.insert(pictures).values(pictureRows);
      await db
        .insert(technicalCharacteristics)
        .values(
          inserted.flatMap(({ id }, index) =>
            measuresOf(models[index]!.number, typeIds).map((row) => ({ ...row, machine_id: id })),
          ),
        );
      await db
        .insert(machineCategories)
        .values(
          inserted.map(({ id }, index) => ({ machine_id: id, category_id: categoryIds[index % categoryIds.length]! })),
        );
    }

    for (let start = 0; start < requestCount; start += batch) {
      await db.insert(contactRequests).values(
        Array.from({ length: Math.min(batch, requestCount - start) }, (_, index) => ({
          kind: 'machine_quote' as const,
          name: `Anna Muster ${start + index + 1}`,
          phonenumber: '+41 21 555 00 00',
          object: 'Offre pour une presse',
          message: 'Bonjour, pourriez-vous nous faire une offre pour cette machine, livraison comprise ? '.repeat(4),
          machine_id: demo[0]!.id,
          machine_name: demo[0]!.name_fr,
          page: `/fr/machine/${demo[0]!.id}`,
          language: 'fr',
        })),
      );
    }
    console.log(`Seeded ${Math.max(total, demo.length)} machines and ${requestCount} contact requests.`);
  });
});
