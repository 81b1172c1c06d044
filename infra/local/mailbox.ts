import fs from 'node:fs';
import path from 'node:path';

/** Mail the local stack "sends" (verification codes, later campaign briefs): kept in .data/mail/outbox.jsonl. */
export interface LocalMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  code?: string;
  sentAt: string;
}

export class Mailbox {
  readonly file: string;

  constructor(
    readonly directory: string,
    private readonly announce: (mail: LocalMail) => void = () => undefined,
  ) {
    fs.mkdirSync(directory, { recursive: true });
    this.file = path.join(directory, 'outbox.jsonl');
  }

  deliver(mail: Omit<LocalMail, 'sentAt'>): LocalMail {
    const entry: LocalMail = { ...mail, to: mail.to.toLowerCase(), sentAt: new Date().toISOString() };
    fs.appendFileSync(this.file, JSON.stringify(entry) + '\n');
    this.announce(entry);
    return entry;
  }

  list(): LocalMail[] {
    if (!fs.existsSync(this.file)) return [];
    return fs
      .readFileSync(this.file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LocalMail);
  }

  latestCode(to: string): string | undefined {
    return this.list()
      .filter((mail) => mail.to === to.toLowerCase() && mail.code)
      .at(-1)?.code;
  }
}
