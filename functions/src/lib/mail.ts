import fs from 'node:fs';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { AWS_CLIENT_SETTINGS } from './aws-config';
import { traced } from './tracer';

/**
 * The mail port: Amazon SES when deployed (MAIL_FROM, a verified identity), and locally a mailbox file
 * (LOCAL_MAILBOX_FILE) that the local stack lists at /_local/mail.
 */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML body besides the text one (every user-supplied value in it escaped by the writer). */
  html?: string;
}

let ses: SESv2Client | undefined;

export function sesClient(): SESv2Client {
  ses ??= traced(new SESv2Client({ ...AWS_CLIENT_SETTINGS }));
  return ses;
}

/**
 * A header value on one line: control characters (CR and LF above all, which would start another header such as
 * Bcc) and Unicode line separators become spaces. User text reaches subjects (a campaign's name in its brief's).
 */
export function headerValue(value: string): string {
  return value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

export async function sendMail(input: Mail): Promise<void> {
  const mail = { ...input, to: headerValue(input.to), subject: headerValue(input.subject) };
  const mailbox = process.env.LOCAL_MAILBOX_FILE;
  if (mailbox) {
    // The local mail server's outage switch (infra/local/mailbox.ts), as SES failing would.
    if (fs.existsSync(`${mailbox}.down`)) throw new Error('The local mail server is down (its outage switch is on)');
    fs.appendFileSync(
      mailbox,
      JSON.stringify({ ...mail, to: mail.to.toLowerCase(), sentAt: new Date().toISOString() }) + '\n',
    );
    return;
  }
  const from = process.env.MAIL_FROM;
  if (!from) throw new Error('MAIL_FROM is not set');
  await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: from,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject },
          Body: { Text: { Data: mail.text }, ...(mail.html ? { Html: { Data: mail.html } } : {}) },
        },
      },
    }),
  );
}
