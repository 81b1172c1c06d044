import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/lib/config';
import { applyTestConfig, renderWithProviders } from '@/testing/test-utils';
import { UPLOAD_FIELDS, type UploadFieldName } from '../upload-fields';
import { OnboardingUploader } from './onboarding-uploader';

vi.mock('@/lib/auth', () => ({ getIdToken: vi.fn(async () => 'id-token') }));

/** A stand-in for XMLHttpRequest: records the PUT and lets the test drive progress and the answer. */
class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {}
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number) {
    this.status = status;
    this.onload?.();
  }
}

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function presigned(key: string) {
  return json({
    url: `http://s3.local/uploads/${key}?sig`,
    key,
    bucket: 'uploads',
    headers: { 'Content-Type': 'video/mp4' },
  });
}

function file(name: string, type: string, size = 1024): File {
  const made = new File([new Uint8Array(8)], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

function Uploader({ name, onKeys }: { name: UploadFieldName; onKeys?: (keys: string[]) => void }) {
  const [keys, setKeys] = useState<string[]>([]);
  return (
    <OnboardingUploader
      field={UPLOAD_FIELDS[name]}
      brandId="co_bolt"
      value={keys}
      onChange={(update) =>
        setKeys((current) => {
          const next = update(current);
          onKeys?.(next);
          return next;
        })
      }
    />
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('OnboardingUploader', { timeout: 20_000 }, () => {
  beforeEach(() => {
    applyTestConfig();
    FakeXhr.instances = [];
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => setConfig(undefined));

  it('offers the types and limits of docs/product.md#limits', () => {
    renderWithProviders(
      <>
        <Uploader name="productPhotos" />
        <Uploader name="brandVideos" />
        <Uploader name="packagingFiles" />
        <Uploader name="styleGuide" />
        <Uploader name="marketingMaterials" />
        <Uploader name="socialExamples" />
      </>,
    );
    const described = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-describedby')!;
    const description = (name: string) => document.getElementById(described(name))!.textContent;
    expect(description('Product photos Choose files')).toContain('JPG, JPEG, PNG or GIF; up to 5 files, 5MB each');
    expect(description('Brand videos Choose files')).toContain('MP4, MOV or AVI; up to 3 files');
    expect(description('Packaging files Choose files')).toContain('PNG or PSD; up to 3 files');
    expect(description('Style guide Choose file')).toContain('PDF, AI, PNG, JPG or JPEG; 1 file');
    expect(description('Previous marketing materials Choose files')).toContain('up to 5 files');
    expect(description('Best performing social posts Choose files')).toContain('up to 5 files');
    const inputs = [...document.querySelectorAll<HTMLInputElement>('input[type="file"]')];
    expect(inputs.map((input) => input.accept)).toEqual([
      '.jpg,.jpeg,.png,.gif',
      '.mp4,.mov,.avi',
      '.png,.psd',
      '.pdf,.ai,.png,.jpg,.jpeg',
      '.pdf,.jpg,.jpeg,.png,.mp4',
      '.jpg,.jpeg,.png,.mp4,.mov',
    ]);
  });

  it('starts at 10, follows the transfer, then shows the file as Uploaded and keeps its key', async () => {
    const key = 'private/brands/co_bolt/brand-videos/0b9d-launch.mp4';
    fetchMock.mockResolvedValue(presigned(key));
    const onKeys = vi.fn();
    renderWithProviders(<Uploader name="brandVideos" onKeys={onKeys} />);
    fireEvent.change(fileInput(), { target: { files: [file('launch.mp4', 'video/mp4', 2048)] } });

    const bar = await screen.findByRole('progressbar', { name: 'Uploading launch.mp4' });
    expect(bar).toHaveAttribute('aria-valuenow', '10');
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      fileName: 'launch.mp4',
      fileType: 'video/mp4',
      fileSize: 2048,
      uploadPath: 'brand-videos',
      brandId: 'co_bolt',
    });
    const xhr = FakeXhr.instances[0]!;
    expect(xhr.method).toBe('PUT');
    act(() => xhr.progress(0, 2048));
    expect(bar).toHaveAttribute('aria-valuenow', '10');
    act(() => xhr.progress(1536, 2048));
    expect(bar).toHaveAttribute('aria-valuenow', '75');

    act(() => xhr.respond(200));
    const list = screen.getByRole('list', { name: 'Brand videos: files' });
    expect(await within(list).findByText('Uploaded')).toBeInTheDocument();
    expect(within(list).getByText('launch.mp4')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onKeys).toHaveBeenLastCalledWith([key]);
    expect(screen.getByText('1 of 3 uploaded')).toBeInTheDocument();

    await userEvent.setup().click(within(list).getByRole('button', { name: 'Remove launch.mp4' }));
    expect(onKeys).toHaveBeenLastCalledWith([]);
  });

  it('shows the error on the file when the upload fails', async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'No',
            fields: { fileType: 'This file type is not allowed here' },
          },
        },
        400,
      ),
    );
    renderWithProviders(<Uploader name="brandVideos" />);
    fireEvent.change(fileInput(), { target: { files: [file('launch.mp4', 'video/mp4')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This file type is not allowed here');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    fetchMock.mockResolvedValue(presigned('private/brands/co_bolt/brand-videos/x-launch.mp4'));
    fireEvent.change(fileInput(), { target: { files: [file('launch.mp4', 'video/mp4')] } });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    act(() => FakeXhr.instances[0]!.respond(403));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload file');
  });

  it('refuses another type, a file above the limit and more files than allowed, before any request', async () => {
    renderWithProviders(<Uploader name="packagingFiles" />);
    fireEvent.change(fileInput(), { target: { files: [file('box.jpg', 'image/jpeg')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file type is not allowed. Choose a .png or .psd file.',
    );
    fireEvent.change(fileInput(), { target: { files: [file('box.png', 'image/png', 10 * 1024 * 1024 + 1)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('File size must be less than 10MB');
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockImplementation(async () => presigned(`media/packaging-files/co_bolt/${Math.random()}-box.png`));
    fireEvent.change(fileInput(), {
      target: { files: ['a', 'b', 'c', 'd'].map((name) => file(`${name}.png`, 'image/png')) },
    });
    expect(await screen.findByText('At most 3 files')).toBeInTheDocument();
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(3));
  });
});
