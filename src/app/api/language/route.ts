import { languageCookie } from '@/i18n/locales';
import { languageSchema } from '@/schemas/language';

import { parseWith, readJson } from '../_lib/body';
import { apiRoute } from '../_lib/respond';

const oneYear = 60 * 60 * 24 * 365;

/** PATCH /api/language `{language}`: stores the visitor's language in the `language` cookie. */
export const PATCH = apiRoute(async (request) => {
  const { language } = parseWith(languageSchema, await readJson(request));
  const response = Response.json({ language });
  response.headers.append('Set-Cookie', `${languageCookie}=${language}; Path=/; Max-Age=${oneYear}; SameSite=Lax`);
  return response;
});
