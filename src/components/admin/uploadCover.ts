/** The outcome of a cover upload: the new cover, or why not (`message` null when no answer came back). */
export type CoverUploadResult =
  | { ok: true; image: string; image_type: string }
  | { ok: false; message: string | null };

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * Replaces the cover of article `newsId` with `file`, reporting the share sent (0 to 1) as it goes. Today the
 * file travels as base64 in `PATCH /api/news/{id}`; this is the one place to change for a streamed upload.
 */
export async function uploadCover(
  newsId: number,
  file: File,
  onProgress: (sent: number) => void,
): Promise<CoverUploadResult> {
  let image: string;
  try {
    image = await readBase64(file);
  } catch {
    return { ok: false, message: null };
  }
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('PATCH', `/api/news/${newsId}`);
    request.setRequestHeader('Content-Type', 'application/json');
    request.responseType = 'json';
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      const body = (request.response ?? {}) as { image?: string; image_type?: string; detail?: string };
      if (request.status === 200 && body.image && body.image_type) {
        resolve({ ok: true, image: body.image, image_type: body.image_type });
      } else {
        resolve({ ok: false, message: body.detail ?? null });
      }
    };
    request.onerror = () => resolve({ ok: false, message: null });
    request.send(JSON.stringify({ image, image_type: file.type }));
  });
}
