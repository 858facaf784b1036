import { LazyRequestForm } from './LazyRequestForm.client';
import { requestFormConstraints, requestFormLabels } from './request-form-texts';

/** A contact or service quote form, with its texts in the page's language; its code comes as it is turned to. */
export async function RequestForm({ kind, page }: { kind: 'contact' | 'serviceQuote'; page: string }) {
  return (
    <LazyRequestForm
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
