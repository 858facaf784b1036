import 'server-only';

import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

import type { S3Config } from '../config';
import type { MediaStorage } from './types';
import { exactly } from './streams';

/** Keys are never reused for other content, so a file can be kept for good. */
const immutable = 'public, max-age=31536000, immutable';

/** How long a browser has to send a file to its presigned URL. */
const uploadUrlSeconds = 60 * 60;

const isStatus = (error: unknown, status: number) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === status;

/** The bucket's client, with the configured keys or, without them, the SDK's default chain. */
function s3Client(config: S3Config, credentials = s3Credentials(config)) {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials,
    // The SDK's default CRC32 checksums are refused by several S3-compatible stores; send them only when an
    // operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Without explicit keys, the SDK's default chain applies (environment, instance role, …). */
const s3Credentials = (config: S3Config) =>
  config.accessKeyId && config.secretAccessKey
    ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
    : undefined;

function presignedPut(client: S3Client, Bucket: string, key: string, contentType: string, size: number) {
  return getSignedUrl(
    client,
    new PutObjectCommand({ Bucket, Key: key, ContentType: contentType, ContentLength: size }),
    {
      expiresIn: uploadUrlSeconds,
      // The presigner leaves Content-Type out of the signature unless told otherwise: signed, the file must be sent
      // with the type its ticket was given (the browser sends the headers `startUpload` answers).
      signableHeaders: new Set(['content-type']),
    },
  );
}

/**
 * The origin that browsers send files to through `directUploadUrl`, which the admin's Content-Security-Policy must
 * let them reach (`connect-src`). The SDK derives it from the endpoint, the region, the bucket's name and the path
 * style by rules of its own (a bucket name with dots, or an endpoint that is an IP address, means path style), so
 * it is read from a URL presigned the same way, with placeholder keys: the host does not depend on them, and
 * presigning sends nothing.
 */
export async function directUploadOrigin(config: S3Config): Promise<string> {
  const client = s3Client(config, { accessKeyId: 'origin', secretAccessKey: 'origin' });
  return new URL(await presignedPut(client, config.bucket, 'uploads/origin', 'image/png', 1)).origin;
}

/** Files in a bucket of any S3-compatible store, served from `config.publicUrl` (a CDN or the bucket itself). */
export function s3Storage(config: S3Config): MediaStorage {
  const client = s3Client(config);
  const Bucket = config.bucket;
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, CacheControl: immutable }),
      );
    },
    async putStream(key, body, size, contentType) {
      // A body of the wrong size fails the stream; the request is then aborted, so that no object is stored.
      const stream = exactly(size, body);
      const abort = new AbortController();
      const failed = new Promise<never>((_, reject) =>
        stream.once('error', (error) => {
          abort.abort();
          reject(error);
        }),
      );
      const sent = client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: stream, ContentLength: size, ContentType: contentType }),
        { abortSignal: abort.signal },
      );
      sent.catch(() => {});
      await Promise.race([sent, failed]);
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
      } catch (error) {
        if (isStatus(error, 404)) return null;
        throw error;
      }
    },
    async read(key, start, end) {
      if (end <= start) return new Uint8Array();
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: `bytes=${start}-${end - 1}` }),
        );
        return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
      } catch (error) {
        // A range that starts past the end of the file.
        if (isStatus(error, 416)) return new Uint8Array();
        throw error;
      }
    },
    async stream(key, start, end) {
      if (end <= start) return new ReadableStream({ start: (controller) => controller.close() });
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: `bytes=${start}-${end - 1}` }));
      if (!object.Body) throw new Error(`The bucket sent no body for ${key}`);
      return object.Body.transformToWebStream() as ReadableStream<Uint8Array>;
    },
    async size(key) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength ?? null;
      } catch (error) {
        if (isStatus(error, 404)) return null;
        throw error;
      }
    },
    async move(from, to, contentType) {
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: to,
          CopySource: `${Bucket}/${from}`,
          MetadataDirective: 'REPLACE',
          ContentType: contentType,
          CacheControl: immutable,
        }),
      );
      await this.delete(from);
    },
    directUploadUrl(key, contentType, size) {
      return presignedPut(client, Bucket, key, contentType, size);
    },
    async list(prefix) {
      const files: { key: string; modified: Date }[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? [])
          files.push({ key: object.Key!, modified: object.LastModified ?? new Date() });
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
      return files;
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        // S3 answers 204 for a missing key; some compatible stores answer 404 instead.
        if (isStatus(error, 404)) return;
        throw error;
      }
    },
    publicUrl: (key) => `${config.publicUrl}/${key}`,
    async check(signal) {
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: signal });
    },
  };
}
