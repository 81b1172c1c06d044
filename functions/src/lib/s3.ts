import { S3Client } from '@aws-sdk/client-s3';
import { AWS_CLIENT_SETTINGS } from './aws-config';
import { traced } from './tracer';

let client: S3Client | undefined;

/**
 * Checksums only when required: otherwise the SDK signs an empty-body checksum into presigned PUTs and
 * streams bodies in a form the local stand-in stores corrupt (docs/architecture.md#local-stand-ins).
 */
export function s3(): S3Client {
  // Traced: X-Ray's trace header is added before signing and is one SigV4 never signs, so presigned URLs are unchanged.
  client ??= traced(
    new S3Client({
      ...AWS_CLIENT_SETTINGS,
      forcePathStyle: !!process.env.AWS_ENDPOINT_URL_S3,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  );
  return client;
}

export function uploadsBucket(): string {
  const bucket = process.env.UPLOADS_BUCKET;
  if (!bucket) throw new Error('UPLOADS_BUCKET is not set');
  return bucket;
}
