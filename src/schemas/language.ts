import { z } from 'zod';

import { locales } from '@/i18n/locales';

/** PATCH /api/language. */
export const languageSchema = z.object({
  language: z.enum(locales, { message: `Must be one of ${locales.join(', ')}` }),
});
