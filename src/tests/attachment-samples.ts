/** The first bytes of each file format a request may carry, and of files it must refuse: the tests' samples. */
const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part)))),
  );

export const samples = {
  pdf: bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  png: bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13],
    'IHDR',
    [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0],
  ),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF\0', [1, 1, 0, 0, 1, 0, 1, 0, 0]),
  heic: bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic', new Array(16).fill(0)),
  dwg: bytes('AC1032', new Array(32).fill(0)),
  dxf: bytes('999\nmade by hand\n  0\nSECTION\n  2\nHEADER\n  0\nENDSEC\n  0\nEOF\n'),
  binaryDxf: bytes('AutoCAD Binary DXF\r\n\x1a\0', [0, 0, 2]),
  step: bytes("ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('flange'),'2;1');\nENDSEC;\n"),
  iges: bytes(`${'Flange drawn for a quote'.padEnd(72)}S      1\n${'1H,,1H;'.padEnd(72)}G      1\n`),
  exe: bytes(
    'MZ\x90\0\x03\0\0\0\x04\0\0\0\xff\xff\0\0',
    new Array(64).fill(0),
    'This program cannot be run in DOS mode',
  ),
  elf: bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0], new Array(56).fill(0)),
  zip: bytes([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0], new Array(30).fill(0)),
  html: bytes('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'),
  shell: bytes('#!/bin/sh\nrm -rf /\n'),
};
