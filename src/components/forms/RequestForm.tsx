import { getLocale, getTranslations } from 'next-intl/server';

import { company } from '@/config/company';
import { pathOf } from '@/i18n/paths';
import { contactMessageSchema, machineQuoteSchema, quoteListSchema, serviceQuoteSchema } from '@/schemas/contact';

import { type FieldConstraint, nativeConstraints } from './constraints';
import { RequestForm as RequestFormClient, type RequestFormLabels, type RequestKind } from './RequestForm.client';

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

/** A contact or service quote form, with its texts in the page's language. */
export async function RequestForm({ kind, page }: { kind: 'contact' | 'serviceQuote'; page: string }) {
  return (
    <RequestFormClient
      kind={kind}
      page={page}
      labels={await requestFormLabels()}
      constraints={requestFormConstraints(kind)}
    />
  );
}

/** A titled section around a request form: the contact section and the quote form at the foot of a page. */
export function RequestSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="bg-steel-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-16 lg:grid-cols-[1fr_2fr]">
        <div>
          <h2 id={id} className="text-2xl font-semibold tracking-tight">
            {title}
          </h2>
          <p className="mt-4 text-steel-700">{intro}</p>
        </div>
        <div className="rounded-sm border border-steel-100 bg-white p-6 sm:p-8">{children}</div>
      </div>
    </section>
  );
}
