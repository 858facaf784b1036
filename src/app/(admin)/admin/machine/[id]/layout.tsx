import { loadOrNotFound } from '@/app/_lib/load-or-not-found';
import { assertMachineExists } from '@/server/catalogue/machines';

import { requireAdminPage } from '../../_lib/auth';

/**
 * Checks the machine exists before the page's loading state streams: once it has, the answer's status is
 * sent, and an unknown id would come back as 200 instead of 404.
 */
export default async function MachineLayout({ children, params }: LayoutProps<'/admin/machine/[id]'>) {
  const { id } = await params;
  await requireAdminPage(`/admin/machine/${id}`, 'texts');
  await loadOrNotFound(id, assertMachineExists);
  return children;
}
