import { freshMachine } from '@/server/catalogue/machines';

import { restoreRoute } from '../../../../../_lib/history';

/** POST /api/machine/{id}/revisions/{revisionId}/restore: the machine as restored. */
export const POST = restoreRoute('machine', freshMachine);
