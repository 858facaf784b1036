import { startUploadAction } from '@/app/(admin)/admin/_actions/uploads';
import type { ActionError, ActionFailure, ActionResult } from '@/schemas/action-result';
import type { UploadStartInput } from '@/schemas/upload';

import { reach } from './ErrorLine.client';

/**
 * Sends a file the way large videos need: a ticket first, then the file itself straight to storage (or to the
 * app's streaming route), with its progress reported from 0 to 1. Answers the ticket to hand in.
 */
export async function uploadFile(
  file: File,
  target: UploadStartInput['target'],
  onProgress: (fraction: number) => void,
): Promise<ActionResult<{ ticket: string }>> {
  const start = await reach(startUploadAction({ target, size: file.size, type: file.type }));
  if (!start.ok) return start;
  const { url, headers, ticket } = start.data;

  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve({ ok: true, data: { ticket } });
      } else {
        resolve({ ok: false, error: statusError[request.status] ?? 'unexpected' });
      }
    };
    request.onerror = () => resolve({ ok: false, error: 'unexpected' });
    request.send(file);
  });
}

const statusError: Record<number, 'unauthorized' | 'tooLarge' | 'invalid'> = {
  401: 'unauthorized',
  413: 'tooLarge',
  422: 'invalid',
};

/**
 * Why an upload or its hand-in was refused: 'unsupported' for a file that is not an accepted picture or video
 * (an empty one included), else the action's own reason.
 */
export function uploadFailure(result: ActionFailure): ActionError | 'unsupported' {
  return result.error === 'invalid' && (result.fields?.image || result.fields?.size) ? 'unsupported' : result.error;
}
