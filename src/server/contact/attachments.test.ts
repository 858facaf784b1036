/** @jest-environment node */
import { attachmentMessages, maxAttachmentBytes } from '@/schemas/attachment-limits';

import { samples } from '../../tests/attachment-samples';

import { checkAttachments, formatOf, storedName } from './attachments';

describe('the format of a file, from its bytes', () => {
  it.each([
    ['pdf', 'application/pdf'],
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['heic', 'image/heic'],
    ['dwg', 'image/vnd.dwg'],
    ['dxf', 'image/vnd.dxf'],
    ['binaryDxf', 'image/vnd.dxf'],
    ['step', 'model/step'],
    ['iges', 'model/iges'],
  ] as const)('tells a %s file', async (sample, type) => {
    expect((await formatOf(samples[sample]))?.type).toBe(type);
  });

  it.each(['exe', 'elf', 'zip', 'html', 'shell'] as const)('refuses a %s file', async (sample) => {
    expect(await formatOf(samples[sample])).toBeUndefined();
  });
});

describe('the name a file is stored under', () => {
  const pdf = { type: 'application/pdf', extensions: ['pdf'] };
  const step = { type: 'model/step', extensions: ['step', 'stp'] };

  it.each([
    ['plan.pdf', pdf, 'plan.pdf'],
    ['Plan Bride.PDF', pdf, 'Plan Bride.pdf'],
    ['flange.STP', step, 'flange.stp'],
    // Its real format's extension is added to another one.
    ['setup.exe', pdf, 'setup.exe.pdf'],
    ['drawing', pdf, 'drawing.pdf'],
    // No folder, no way up, no hidden file.
    ['../../etc/passwd', pdf, 'passwd.pdf'],
    ['C:\\Users\\anna\\plan.pdf', pdf, 'plan.pdf'],
    ['..', pdf, 'file.pdf'],
    ['.htaccess', pdf, 'htaccess.pdf'],
    ['', pdf, 'file.pdf'],
    // Nothing invisible: a right-to-left override would show `plan‮fdp.exe` as `planexe.pdf`.
    ['plan\u202Efdp.exe', pdf, 'planfdp.exe.pdf'],
    ['pl\u0000an\n.pdf', pdf, 'plan.pdf'],
  ])('stores %j as expected', (sent, format, stored) => {
    expect(storedName(sent, format)).toBe(stored);
  });

  it('keeps at most 120 characters before the extension', () => {
    const name = storedName(`${'é'.repeat(300)}.pdf`, pdf);
    expect(name).toBe(`${'é'.repeat(120)}.pdf`);
  });
});

describe('the files of a request', () => {
  const file = (name: string, data: Uint8Array<ArrayBuffer> | string, type = 'application/pdf') => ({
    name,
    type,
    data,
  });

  it('are kept with their format from their bytes and a safe name, whatever type they claim', async () => {
    const checked = await checkAttachments([
      file('plan.pdf', samples.pdf, 'image/png'),
      file('../photo.jpg', Buffer.from(samples.jpeg).toString('base64')),
    ]);
    expect(checked.map(({ name, type, data }) => [name, type, data.byteLength])).toEqual([
      ['plan.pdf', 'application/pdf', samples.pdf.byteLength],
      ['photo.jpg', 'image/jpeg', samples.jpeg.byteLength],
    ]);
  });

  it('refuses a renamed program and an empty file, naming each', async () => {
    const refusal = checkAttachments([
      file('plan.pdf', samples.pdf),
      file('plan2.pdf', samples.exe),
      file('empty.pdf', new Uint8Array()),
    ]);
    await expect(refusal).rejects.toMatchObject({
      fields: { 'attachments.1': attachmentMessages.type, 'attachments.2': attachmentMessages.empty },
    });
  });

  it('refuses six files, more than 20 MB in all, and base64 that is not', async () => {
    await expect(
      checkAttachments(Array.from({ length: 6 }, (_, index) => file(`${index}.pdf`, samples.pdf))),
    ).rejects.toMatchObject({
      fields: { attachments: attachmentMessages.tooMany },
    });
    const half = new Uint8Array(maxAttachmentBytes / 2 + 1);
    half.set(samples.pdf);
    await expect(checkAttachments([file('a.pdf', half), file('b.pdf', half)])).rejects.toMatchObject({
      fields: { attachments: attachmentMessages.tooLarge },
    });
    await expect(checkAttachments([file('a.pdf', 'not base64!')])).rejects.toMatchObject({
      fields: { 'attachments.0.data': 'Not valid base64' },
    });
  });
});
