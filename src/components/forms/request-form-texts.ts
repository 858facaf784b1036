/**
 * What a request form needs from the server, apart from the form itself: what the browser checks of each field and
 * the translated texts. A module of its own, so that a page can hand them to a form it loads later (the machine's
 * quote modal) without the form's code coming with them.
 */
import { getLocale, getTranslations } from 'next-intl/server';

import { company } from '@/config/company';
import { pathOf } from '@/i18n/paths';
import { contactMessageSchema, machineQuoteSchema, quoteListSchema, serviceQuoteSchema } from '@/schemas/contact';

import { type FieldConstraint, nativeConstraints } from './constraints';
import type { RequestFormLabels, RequestKind } from './RequestForm.client';

const schemas = {
  contact: contactMessageSchema,
  serviceQuote: serviceQuoteSchema,
  machineQuote: machineQuoteSchema,
  quoteList: quoteListSchema,
};

/** What the browser checks of each field of a `kind` form, from the schema the server checks it with. */
export function requestFormConstraints(kind: RequestKind): Record<string, FieldConstraint> {
  return nativeConstraints(schemas[kind]);
}

/** The translated texts of the request forms, for a client component that shows one itself (the quote modal). */
export async function requestFormLabels(): Promise<RequestFormLabels> {
  const t = await getTranslations('RequestForm');
  const field = (name: keyof RequestFormLabels['fields'] | 'attachments') => t(`fields.${name}`);
  const error = (name: keyof RequestFormLabels['errors']) => t(`errors.${name}`);
  return {
    fields: {
      name: field('name'),
      entreprise: field('entreprise'),
      email: field('email'),
      phonenumber: field('phonenumber'),
      object: field('object'),
      message: field('message'),
      product: field('product'),
    },
    attachments: { label: field('attachments'), hint: t('attachmentsHint') },
    errors: {
      required: error('required'),
      tooLong: error('tooLong'),
      email: error('email'),
      phone: error('phone'),
      product: error('product'),
      invalid: error('invalid'),
      fileEmpty: error('fileEmpty'),
      fileType: error('fileType'),
      filesTooMany: error('filesTooMany'),
      filesTooLarge: error('filesTooLarge'),
    },
    productHint: t('productHint'),
    requiredNote: t('requiredNote'),
    optionalNote: t('optionalNote'),
    optional: t('optional'),
    send: t('send'),
    sending: t('sending'),
    sent: t('sent'),
    failures: {
      unexpected: t('failed', { phone: company.phone }),
      rateLimited: t('rateLimited', { phone: company.phone }),
      challenge: t('challengeFailed'),
      uncheckedLimited: t('uncheckedLimited', { phone: company.phone }),
    },
    privacy: { text: t('privacyLink'), href: pathOf(await getLocale(), 'privacy') },
  };
}
