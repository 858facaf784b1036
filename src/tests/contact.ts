/**
 * Helpers of the contact requests' tests: sending a body to POST /api/contact, and a real SMTP server on loopback
 * that keeps (or refuses) what it receives.
 */
import net, { type AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';

import { POST } from '@/app/api/contact/route';

import { solvedChallenge } from './altcha';
import { call } from './api';

// Each request comes from its own address unless told otherwise, so that the rate limit counts only a test's own.
let lastAddress = 0;
/** A client address no request of this test file has used yet. */
export function newAddress(): string {
  lastAddress += 1;
  return `198.18.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
}

/**
 * POST /api/contact with `body` and a fresh solution of the proof-of-work (unless the body names its own `altcha`,
 * or is not an object), from a new client address unless `options.address` names one.
 */
export async function postContact(body: unknown, options: { address?: string; query?: string } = {}) {
  const solved = body && typeof body === 'object' && !('altcha' in body) ? { altcha: await solvedChallenge() } : {};
  return call(POST, 'POST', `/api/contact${options.query ?? ''}`, {
    body: body && typeof body === 'object' ? { ...body, ...solved } : body,
    headers: { 'x-client-address': options.address ?? newAddress() },
  });
}

export interface Mail {
  from: string;
  to: string[];
  headers: string;
  text: string;
}

/** A running SMTP stand-in: what it received, in order, and `refuse` to make it refuse messages with that text. */
export interface SmtpStandIn {
  url: string;
  inbox: Mail[];
  refuse: string | undefined;
  close(): Promise<void>;
}

/** Starts an SMTP server on loopback that keeps what it receives, or refuses it while `refuse` is set. */
export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const standIn: SmtpStandIn = { url: '', inbox: [], refuse: undefined, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (standIn.refuse) return callback(Object.assign(new Error(standIn.refuse), { responseCode: 552 }));
        standIn.inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          ...parseMessage(Buffer.concat(chunks)),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  standIn.close = () => new Promise<void>((resolve) => server.close(resolve));
  return standIn;
}

/** Headers (unfolded) and the decoded text of a single-part message. */
function parseMessage(raw: Buffer): { headers: string; text: string } {
  const source = raw.toString('latin1');
  const split = source.indexOf('\r\n\r\n');
  const headers = source.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  // SMTP carries lines ended by CRLF.
  const body = source.slice(split + 4).replace(/\r\n/g, '\n');
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return { headers, text: Buffer.from(body, 'base64').toString('utf8') };
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return { headers, text: Buffer.from(bytes, 'latin1').toString('utf8') };
  }
  return { headers, text: Buffer.from(body, 'latin1').toString('utf8') };
}

/** A decoded header of a mail (`Subject`), encoded words (RFC 2047) read. */
export function headerOf(mail: Mail, name: string): string | undefined {
  const value = new RegExp(`^${name}: (.*)$`, 'im').exec(mail.headers)?.[1];
  return value?.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/** An address nothing listens on: connections are refused at once. */
export async function closedPortUrl(): Promise<string> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}
