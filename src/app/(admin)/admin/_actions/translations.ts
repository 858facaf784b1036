'use server';

import { revalidatePath } from 'next/cache';

import { translationConfirmationSchema, translationSuggestionSchema } from '@/schemas/translations';
import { NotFoundError } from '@/server/errors';
import { confirmInDraft } from '@/server/publication/publish';
import { confirmTranslation } from '@/server/translations';
import { suggestionsAvailable, suggestTranslations } from '@/server/translations/suggestions';

import { adminAction } from '../_lib/action';

/** Confirms that one language of one field is still right, though another language changed after it. */
export async function confirmTranslationAction(input: unknown) {
  return adminAction(
    { texts: ({ language }) => ({ languages: [language] }) },
    translationConfirmationSchema,
    input,
    async ({ kind, id, field, language }) => {
      // Kept with the draft of the machine or article, when it has one: its screen shows the draft.
      if (!(await confirmInDraft(kind, id, field, language))) await confirmTranslation(kind, id, field, language);
      // The overview, and the item's own screen the confirmation was made on.
      revalidatePath('/admin', 'layout');
      return null;
    },
  );
}

/** Suggested translations of a form's texts, from DeepL; nothing is saved. */
export async function suggestTranslationsAction(input: unknown) {
  return adminAction(
    { texts: ({ texts }) => ({ languages: texts.flatMap(({ to }) => to) }) },
    translationSuggestionSchema,
    input,
    async (request) => {
      // The buttons are not shown without DeepL; a call made anyway finds nothing to answer it.
      if (!suggestionsAvailable()) throw new NotFoundError('Translation service');
      return suggestTranslations(request);
    },
  );
}
