import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/lib/config';
import { applyTestConfig, renderWithProviders } from '@/testing/test-utils';
import { FileUpload, fileLabel, isAccepted, type FileUploadProps } from './file-upload';

vi.mock('@/lib/auth', () => ({ getIdToken: vi.fn(async () => 'id-token') }));

/** A stand-in for XMLHttpRequest: records the PUT and lets the test drive progress and the answer. */
class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
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
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number) {
    this.status = status;
    if (status === 0) this.onerror?.();
    else this.onload?.();
  }
}

const PRESIGNED = {
  url: 'http://s3.local/uploads/media/product-photos/co_1/abc-photo.png?X-Amz-Signature=x',
  key: 'media/product-photos/co_1/0b9d1f4e-1111-4a4a-9b9b-123456789abc-photo.png',
  bucket: 'uploads',
  headers: { 'Content-Type': 'image/png' },
  publicUrl: 'http://s3.local/uploads/media/product-photos/co_1/0b9d1f4e-1111-4a4a-9b9b-123456789abc-photo.png',
};

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function png(name = 'photo.png', size = 1024): File {
  const file = new File([new Uint8Array(8)], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function ControlledUpload(props: Partial<FileUploadProps> & { onList?: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <FileUpload
      label="Photos"
      folder="product-photos"
      brandId="co_1"
      accept={['.jpg', '.jpeg', '.png']}
      maxSizeMB={5}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onList?.(next);
      }}
      {...props}
    />
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('FileUpload', () => {
  beforeEach(() => {
    applyTestConfig();
    FakeXhr.instances = [];
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => setConfig(undefined));

  it('is a labelled button that says what it accepts', () => {
    renderWithProviders(<ControlledUpload />);
    const button = screen.getByRole('button', { name: 'Photos Choose file' });
    expect(button).toHaveAccessibleDescription('JPG, JPEG or PNG, up to 5MB');
    expect(fileInput()).toHaveAttribute('accept', '.jpg,.jpeg,.png');
  });

  it("rejects a file above the limit before any request with 'File size must be less than 5MB'", async () => {
    renderWithProviders(<ControlledUpload />);
    fireEvent.change(fileInput(), { target: { files: [png('big.png', 5 * 1024 * 1024 + 1)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('File size must be less than 5MB');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('uses the default limit of 100MB', async () => {
    renderWithProviders(<ControlledUpload maxSizeMB={undefined} accept={['image/*']} />);
    fireEvent.change(fileInput(), { target: { files: [png('huge.png', 100 * 1024 * 1024 + 1)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('File size must be less than 100MB');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects another type with a clear message, before any request', async () => {
    renderWithProviders(<ControlledUpload />);
    const pdf = new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' });
    fireEvent.change(fileInput(), { target: { files: [pdf] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file type is not allowed. Choose a .jpg, .jpeg or .png file.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('presigns, PUTs with the signed headers showing progress, reports the file and clears the input', async () => {
    fetchMock.mockResolvedValue(json(PRESIGNED));
    const onUploaded = vi.fn();
    const onList = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ControlledUpload onUploaded={onUploaded} onList={onList} />);
    await user.upload(fileInput(), png('photo.png', 2048));

    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/upload/presigned-url');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      fileName: 'photo.png',
      fileType: 'image/png',
      fileSize: 2048,
      uploadPath: 'product-photos',
      brandId: 'co_1',
    });
    const xhr = FakeXhr.instances[0]!;
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe(PRESIGNED.url);
    expect(xhr.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(xhr.body).toBeInstanceOf(File);

    const bar = screen.getByRole('progressbar', { name: 'Uploading photo.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('button', { name: 'Photos Choose file' })).toBeDisabled();
    act(() => xhr.progress(512, 2048));
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Uploading photo.png… 25%')).toBeInTheDocument();

    act(() => xhr.respond(200));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(onUploaded).toHaveBeenCalledWith({
      key: PRESIGNED.key,
      publicUrl: PRESIGNED.publicUrl,
      fileName: 'photo.png',
      fileType: 'image/png',
      fileSize: 2048,
    });
    expect(onList).toHaveBeenLastCalledWith([PRESIGNED.publicUrl]);
    expect(fileInput().value).toBe('');
    // Shown as a thumbnail with a remove button; the button is ready again.
    const list = screen.getByRole('list', { name: 'Photos: uploaded files' });
    expect(within(list).getByRole('img', { name: 'photo.png' })).toHaveAttribute('src', PRESIGNED.publicUrl);
    expect(screen.getByRole('button', { name: 'Photos Choose file' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Remove photo.png' }));
    expect(onList).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('list', { name: 'Photos: uploaded files' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to upload file' when the PUT fails", async () => {
    fetchMock.mockResolvedValue(json(PRESIGNED));
    const onUploaded = vi.fn();
    renderWithProviders(<ControlledUpload onUploaded={onUploaded} />);
    fireEvent.change(fileInput(), { target: { files: [png()] } });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    act(() => FakeXhr.instances[0]!.respond(403));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload file');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
    expect(fileInput().value).toBe('');
  });

  it("shows the server's field message when the API refuses the file", async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          error: {
            code: 'BAD_REQUEST',
            message: 'This file type is not allowed here',
            fields: { fileType: 'This file type is not allowed here' },
          },
        },
        400,
      ),
    );
    renderWithProviders(<ControlledUpload />);
    fireEvent.change(fileInput(), { target: { files: [png()] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This file type is not allowed here');
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('shows stored files: images as thumbnails, others by name', () => {
    renderWithProviders(
      <FileUpload
        label="Packaging files"
        folder="packaging-files"
        accept={['.pdf', '.png']}
        value={['http://s3.local/media/packaging-files/co_1/0b9d1f4e-1111-4a4a-9b9b-123456789abc-box.pdf']}
        onChange={() => {}}
      />,
    );
    expect(screen.getByText('box.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove box.pdf' })).toBeInTheDocument();
  });
});

describe('file helpers', () => {
  it('matches endings, types and families', () => {
    expect(isAccepted({ name: 'A.PNG', type: '' }, ['.png'])).toBe(true);
    expect(isAccepted({ name: 'a.mov', type: 'video/quicktime' }, ['video/*'])).toBe(true);
    expect(isAccepted({ name: 'a.gif', type: 'image/gif' }, ['.jpg', 'image/png'])).toBe(false);
  });

  it('names a stored file without its folder and unique prefix', () => {
    expect(fileLabel('media/product-photos/co_1/0b9d1f4e-1111-4a4a-9b9b-123456789abc-my-photo.png')).toBe(
      'my-photo.png',
    );
  });
});
