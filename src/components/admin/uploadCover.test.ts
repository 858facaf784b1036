import { uploadCover } from './uploadCover';

/** A stand-in for the browser's XMLHttpRequest that records what is sent and answers as told. */
class FakeRequest {
  static last: FakeRequest;
  static answer: { status: number; body: unknown } | 'network' = { status: 200, body: {} };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body = '';
  status = 0;
  response: unknown = null;
  responseType = '';
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: string) {
    this.body = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    const answer = FakeRequest.answer;
    if (answer === 'network') return this.onerror?.();
    this.status = answer.status;
    this.response = answer.body;
    this.onload?.();
  }
}

beforeAll(() => {
  (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeRequest;
});

const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', { type: 'image/png' });

describe('uploadCover', () => {
  it('sends the file as base64 without its prefix, with its type, and reports the progress', async () => {
    FakeRequest.answer = { status: 200, body: { image: '/media/news/3/a.png', image_type: 'image/png' } };
    const progress: number[] = [];
    const result = await uploadCover(3, file, (sent) => progress.push(sent));
    expect(result).toEqual({ ok: true, image: '/media/news/3/a.png', image_type: 'image/png' });
    expect(FakeRequest.last.method).toBe('PATCH');
    expect(FakeRequest.last.url).toBe('/api/news/3');
    expect(JSON.parse(FakeRequest.last.body)).toEqual({ image: 'iVBORw==', image_type: 'image/png' });
    expect(progress).toEqual([0.5, 1]);
  });

  it("answers the server's detail of a refused file", async () => {
    FakeRequest.answer = { status: 422, body: { detail: 'The file is not a supported image.' } };
    expect(await uploadCover(3, file, () => {})).toEqual({ ok: false, message: 'The file is not a supported image.' });
  });

  it('answers no message when no answer came back', async () => {
    FakeRequest.answer = 'network';
    expect(await uploadCover(3, file, () => {})).toEqual({ ok: false, message: null });
  });
});
