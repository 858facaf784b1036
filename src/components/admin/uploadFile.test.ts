import { connectionLost } from './ErrorLine.client';
import { uploadFailure, uploadFile } from './uploadFile';

const startUploadAction = jest.fn();
jest.mock('@/app/(admin)/admin/_actions/uploads', () => ({
  startUploadAction: (input: unknown) => startUploadAction(input),
}));

/** A stand-in for the browser's XMLHttpRequest that answers `status` after reporting half the upload. */
function fakeRequests(status: number) {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  class FakeRequest {
    upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    status = 0;
    private request = { method: '', url: '', headers: {} as Record<string, string>, body: undefined as unknown };
    open(method: string, url: string) {
      Object.assign(this.request, { method, url });
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: unknown) {
      sent.push({ ...this.request, body });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.status = status;
      setTimeout(() => (status === 0 ? this.onerror?.() : this.onload?.()));
    }
  }
  window.XMLHttpRequest = FakeRequest as never;
  return sent;
}

const file = new File(['0123456789'], 'press.mp4', { type: 'video/mp4' });
const ticket = { url: '/api/uploads/sealed', headers: { 'Content-Type': 'video/mp4' }, ticket: 'sealed' };

beforeEach(() => jest.resetAllMocks());

describe('uploadFile', () => {
  it('asks for a ticket, PUTs the file to its URL with its headers, and reports the progress', async () => {
    startUploadAction.mockResolvedValue({ ok: true, data: ticket });
    const sent = fakeRequests(204);
    const progress: number[] = [];
    const result = await uploadFile(file, { kind: 'machine', id: 3 }, (fraction) => progress.push(fraction));
    expect(startUploadAction).toHaveBeenCalledWith({ target: { kind: 'machine', id: 3 }, size: 10, type: 'video/mp4' });
    expect(sent).toEqual([
      { method: 'PUT', url: '/api/uploads/sealed', headers: { 'Content-Type': 'video/mp4' }, body: file },
    ]);
    expect(progress).toEqual([0.5, 1]);
    expect(result).toEqual({ ok: true, data: { ticket: 'sealed' } });
  });

  it('sends nothing when the ticket is refused', async () => {
    startUploadAction.mockResolvedValue({ ok: false, error: 'tooLarge' });
    const sent = fakeRequests(204);
    expect(await uploadFile(file, { kind: 'news', id: 1 }, () => {})).toEqual({ ok: false, error: 'tooLarge' });
    expect(sent).toEqual([]);
  });

  it('turns a refused or lost upload into a reason', async () => {
    startUploadAction.mockResolvedValue({ ok: true, data: ticket });
    fakeRequests(401);
    expect(await uploadFile(file, { kind: 'news', id: 1 }, () => {})).toEqual({ ok: false, error: 'unauthorized' });
    fakeRequests(0);
    expect(await uploadFile(file, { kind: 'news', id: 1 }, () => {})).toEqual({ ok: false, error: 'unexpected' });
  });
});

describe('uploadFailure', () => {
  it('calls a file refused by its bytes, or an empty one, unsupported, and keeps any other reason', () => {
    expect(uploadFailure({ ok: false, error: 'invalid', fields: { image: 'The file is not a supported image' } })).toBe(
      'unsupported',
    );
    expect(uploadFailure({ ok: false, error: 'invalid', fields: { size: 'Too small' } })).toBe('unsupported');
    expect(uploadFailure({ ok: false, error: 'invalid', fields: { ticket: 'Invalid' } })).toBe('invalid');
    expect(uploadFailure({ ok: false, error: 'tooLarge' })).toBe('tooLarge');
    expect(uploadFailure(connectionLost)).toBe('unexpected');
  });
});
