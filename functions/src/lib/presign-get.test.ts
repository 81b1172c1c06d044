import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterEach, describe, expect, it } from 'vitest';
import { getUrlSigner } from './presign-get';

const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  sessionToken: 'token/+=',
};
const KEY = 'private/videos/pj_23456789abcd/sb_23456789abcd/0b6c5a0e-1f2d-4c3b-9a8e-7d6c5b4a3f21.mp4';
const AT = new Date('2026-11-25T12:00:00.000Z');
/** As lib/s3.ts builds its client: checksums only when required (so no x-amz-checksum-mode on a GET). */
const AS_LIB_S3 = { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } as const;

/** The URL as a comparable shape: origin, path and every query parameter. */
const parts = (url: string) => {
  const parsed = new URL(url);
  return { origin: parsed.origin, path: parsed.pathname, query: Object.fromEntries(parsed.searchParams) };
};

describe('presigned GET URLs, many at once', () => {
  const endpoint = process.env.AWS_ENDPOINT_URL_S3;
  afterEach(() => {
    if (endpoint === undefined) delete process.env.AWS_ENDPOINT_URL_S3;
    else process.env.AWS_ENDPOINT_URL_S3 = endpoint;
  });

  it("gives getSignedUrl's URL in AWS (virtual-hosted, the region's endpoint, the session token signed)", async () => {
    delete process.env.AWS_ENDPOINT_URL_S3;
    const client = new S3Client({ region: 'us-east-1', credentials, ...AS_LIB_S3 });
    const expected = await getSignedUrl(client, new GetObjectCommand({ Bucket: 'uploads-bucket-1', Key: KEY }), {
      expiresIn: 3600,
      signingDate: AT,
    });
    const actual = await getUrlSigner(client, 'uploads-bucket-1')(KEY, 3600, AT);
    expect(parts(actual)).toEqual(parts(expected));
    expect(parts(actual).query['X-Amz-Expires']).toBe('3600');
    expect(parts(actual).query['X-Amz-Security-Token']).toBe('token/+=');
  });

  it("gives getSignedUrl's URL on the local S3 (path-style on its endpoint)", async () => {
    process.env.AWS_ENDPOINT_URL_S3 = 'http://127.0.0.1:4569';
    const client = new S3Client({ region: 'us-east-1', credentials, forcePathStyle: true, ...AS_LIB_S3 });
    const expected = await getSignedUrl(client, new GetObjectCommand({ Bucket: 'local-uploads', Key: KEY }), {
      expiresIn: 60,
      signingDate: AT,
    });
    const actual = await getUrlSigner(client, 'local-uploads')(KEY, 60, AT);
    expect(parts(actual)).toEqual(parts(expected));
    expect(actual.startsWith('http://127.0.0.1:4569/local-uploads/private/videos/')).toBe(true);
  });
});
