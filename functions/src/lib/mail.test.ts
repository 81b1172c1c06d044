import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendMail } from './mail';

const ses = mockClient(SESv2Client);
const hostile = {
  to: 'maya@example.test\r\nBcc: all@evil.test',
  subject: 'Your brief: Spring\r\nBcc: x@evil.test\u2028Glow',
};

afterEach(() => {
  ses.reset();
  vi.unstubAllEnvs();
});

describe('mail headers', () => {
  it('keeps the subject and recipient on one line through SES (no CR/LF header injection)', async () => {
    vi.stubEnv('LOCAL_MAILBOX_FILE', '');
    vi.stubEnv('MAIL_FROM', 'briefs@reelbridge.test');
    ses.on(SendEmailCommand).resolves({});
    await sendMail({ ...hostile, text: 'Line one\nLine two' });
    const input = ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(input.Content?.Simple?.Subject?.Data).toBe('Your brief: Spring Bcc: x@evil.test Glow');
    expect(input.Destination?.ToAddresses).toEqual(['maya@example.test Bcc: all@evil.test']);
    expect(input.Content?.Simple?.Body?.Text?.Data).toBe('Line one\nLine two');
  });

  it('does the same for the local mailbox', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mail-')), 'outbox.jsonl');
    vi.stubEnv('LOCAL_MAILBOX_FILE', file);
    await sendMail({ ...hostile, text: 'Body\r\nkept' });
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { to: string; subject: string; text: string };
    expect(stored).toMatchObject({ subject: 'Your brief: Spring Bcc: x@evil.test Glow', text: 'Body\r\nkept' });
    expect(stored.to).not.toMatch(/[\r\n]/);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it('sends an HTML body beside the text one when given (SES Simple Body Html), and none otherwise', async () => {
    vi.stubEnv('LOCAL_MAILBOX_FILE', '');
    vi.stubEnv('MAIL_FROM', 'notify@reelbridge.test');
    ses.on(SendEmailCommand).resolves({});
    await sendMail({ to: 'a@example.test', subject: 'S', text: 'Plain', html: '<p>Rich</p>' });
    await sendMail({ to: 'a@example.test', subject: 'S', text: 'Plain only' });
    const [withHtml, without] = ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input.Content?.Simple);
    expect(withHtml?.Body).toEqual({ Text: { Data: 'Plain' }, Html: { Data: '<p>Rich</p>' } });
    expect(without?.Body).toEqual({ Text: { Data: 'Plain only' } });
  });

  it('records the HTML body in the local mailbox', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mail-')), 'outbox.jsonl');
    vi.stubEnv('LOCAL_MAILBOX_FILE', file);
    await sendMail({ to: 'a@example.test', subject: 'S', text: 'Plain', html: '<p>Rich</p>' });
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ text: 'Plain', html: '<p>Rich</p>' });
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});
