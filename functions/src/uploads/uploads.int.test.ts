import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, PresignedUpload } from '@reelbridge/shared';
import { api, OTHER_BRAND, OWN_BRAND, stack, tokenOf } from '../testing/int';

const photo = (overrides: Record<string, unknown> = {}) => ({
  fileName: 'photo.jpg',
  fileType: 'image/jpeg',
  fileSize: 1024,
  uploadPath: 'product-photos',
  brandId: OWN_BRAND.id,
  ...overrides,
});

describe('presigned uploads', () => {
  it('signs a PUT that stores the file in the local S3, readable at its public address', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
    const presigned = await api<PresignedUpload>('brand', 'POST', '/upload/presigned-url', {
      body: photo({ fileName: 'Logo.png', fileType: 'image/png', fileSize: bytes.length }),
    });
    expect(presigned.status).toBe(200);
    expect(presigned.body.key).toMatch(new RegExp(`^media/product-photos/${OWN_BRAND.id}/[0-9a-f-]{36}-logo\\.png$`));
    expect(presigned.body.headers).toEqual({ 'Content-Type': 'image/png' });
    const put = await fetch(presigned.body.url, { method: 'PUT', headers: presigned.body.headers, body: bytes });
    expect(put.status).toBe(200);
    const read = await fetch(presigned.body.publicUrl!);
    expect(Buffer.from(await read.arrayBuffer())).toEqual(bytes);
  });

  it('refuses an oversized or wrong-type file before signing anything', async () => {
    const big = await api<ApiErrorBody>('admin', 'POST', '/upload/presigned-url', {
      body: photo({ fileSize: 6 * 1024 * 1024 }),
    });
    expect(big.status).toBe(400);
    expect(big.body.error.fields?.fileSize).toBe('File size must be less than 5MB');
    const video = await api<ApiErrorBody>('admin', 'POST', '/upload/presigned-url', {
      body: photo({
        uploadPath: 'product-videos',
        fileName: 'clip.mp4',
        fileType: 'video/mp4',
        fileSize: 101 * 1024 * 1024,
      }),
    });
    expect(video.body.error.fields?.fileSize).toBe('File size must be less than 100MB');
    const exe = await api<ApiErrorBody>('admin', 'POST', '/upload/presigned-url', {
      body: photo({ fileName: 'tool.exe', fileType: 'application/x-msdownload' }),
    });
    expect(exe.status).toBe(400);
    expect(exe.body.error.fields?.fileType).toBe('This file type is not allowed here');
    const disguised = await api<ApiErrorBody>('admin', 'POST', '/upload/presigned-url', {
      body: photo({ fileName: 'tool.exe', fileType: 'image/jpeg' }),
    });
    expect(disguised.status).toBe(400);
  });

  it("refuses a brand user uploading into another brand's folder, and a creator uploading product media", async () => {
    expect(
      (await api('brand', 'POST', '/upload/presigned-url', { body: photo({ brandId: OTHER_BRAND.id }) })).status,
    ).toBe(403);
    expect((await api('creator', 'POST', '/upload/presigned-url', { body: photo() })).status).toBe(403);
  });

  it('answers 404 for an unknown brand', async () => {
    expect(
      (await api('admin', 'POST', '/upload/presigned-url', { body: photo({ brandId: 'co_zzzzzzzzzzzz' }) })).status,
    ).toBe(404);
  });
});

describe('direct uploads', () => {
  async function post(form: FormData) {
    const response = await fetch(`${stack().apiUrl}/api/upload/direct`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf('admin')}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('stores a small file, binary-safe', async () => {
    const bytes = new Uint8Array([0, 255, 1, 254, 10, 13, 0]);
    const form = new FormData();
    form.set('file', new File([bytes], 'tiny.png', { type: 'image/png' }));
    form.set('uploadPath', 'product-photos');
    form.set('brandId', OWN_BRAND.id);
    const response = await post(form);
    expect(response.status).toBe(201);
    const stored = await fetch(String(response.body.url));
    expect(new Uint8Array(await stored.arrayBuffer())).toEqual(bytes);
  });

  it('refuses a file over the direct limit with 413 and a clear message', async () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    form.set('uploadPath', 'product-photos');
    form.set('brandId', OWN_BRAND.id);
    const response = await post(form);
    expect(response.status).toBe(413);
    expect((response.body.error as { message: string }).message).toBe(
      'Files over 4MB cannot be uploaded directly; use the presigned upload',
    );
  });
});
