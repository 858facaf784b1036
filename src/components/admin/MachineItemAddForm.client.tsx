'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { addMachineItemAction } from '@/app/(admin)/admin/_actions/machines';
import { type Locale, locales } from '@/i18n/locales';
import { machineItemKinds } from '@/schemas/machine';

import { Button } from '../ui/Button';
import { useAdminAction } from './ErrorLine.client';
import { useLatestVersion } from './ItemVersion.client';
import { LocalizedInputs } from './LocalizedInputs.client';
import { localizedFieldsOf, machineItemResolver, type MachineItemKind } from './machine-items';
import { useFormDraft } from './FormDrafts.client';
import type { Status } from './StatusLine.client';

/**
 * A new advantage, option or technical characteristic: every field in every language is required. Its addition
 * is said on `status`.
 */
export function MachineItemAddForm(props: {
  kind: MachineItemKind;
  machineId: number;
  locale: Locale;
  status: Status;
}) {
  const { kind, machineId, status } = props;
  const t = useTranslations('AdminMachineItems');
  const { run, pending } = useAdminAction({ status });
  const empty = Object.fromEntries(
    machineItemKinds[kind].fields.flatMap((field) => locales.map((language) => [`${field}_${language}`, ''])),
  );
  const form = useForm({ resolver: machineItemResolver(kind, 'create'), defaultValues: empty });
  const version = useLatestVersion();
  useFormDraft(form, `${kind}-new`);

  const submit = form.handleSubmit((values) =>
    run(
      () => addMachineItemAction({ kind, machineId, values, version }),
      () => {
        status.say(t(`${kind}.added`));
        form.reset(empty);
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="rounded-sm border border-steel-100 bg-white p-4">
      <LocalizedInputs
        locale={props.locale}
        fields={localizedFieldsOf(kind, (field) => t(`fields.${field}`))}
        register={form.register}
        formState={form.formState}
      />
      <Button type="submit" disabled={pending} className="mt-4">
        {t(`${kind}.add`)}
      </Button>
    </form>
  );
}
