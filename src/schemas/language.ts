import { z } from 'zod';

// Zod as the schemas configure it (no code made with `Function`, which the Content-Security-Policy forbids).
import './fields';

import { locales } from '@/i18n/locales';

/** PATCH /api/language. */
export const languageSchema = z.object({
  language: z.enum(locales, { message: `Must be one of ${locales.join(', ')}` }),
});
