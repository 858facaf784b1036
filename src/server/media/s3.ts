import 'server-only';

import { DeleteObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';

import type { S3Config } from '../config';
import type { MediaStorage } from './storage';

/** Files in a bucket of any S3-compatible store, served from `config.publicUrl` (a CDN or the bucket itself). */
export function s3Storage(config: S3Config): MediaStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Without explicit keys, the SDK's default chain applies (environment, instance role, …).
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // The SDK's default CRC32 checksums are refused by several S3-compatible stores; send them only when an
    // operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          // Keys are never reused for other content, so a file can be kept for good.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
      } catch (error) {
        // S3 answers 204 for a missing key; some compatible stores answer 404 instead.
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return;
        throw error;
      }
    },
    publicUrl: (key) => `${config.publicUrl}/${key}`,
  };
}
