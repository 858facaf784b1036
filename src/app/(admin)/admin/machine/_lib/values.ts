import { locales } from '@/i18n/locales';
import type { MachineCreate } from '@/schemas/machine';
import type { Machine } from '@/server/catalogue/machines';

/** The machine's 15 localized fields and its price (its decimal text, or null: on request), as its edit form holds them. */
export function machineEditValues(machine: Machine): MachineCreate {
  return {
    ...(Object.fromEntries(
      (['name', 'description', 'metadescription'] as const).flatMap((field) =>
        locales.map((language) => [`${field}_${language}`, machine[`${field}_${language}`]]),
      ),
    ) as MachineCreate),
    price: machine.price === null ? null : String(machine.price),
  };
}
