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

  /**
   * The mail server's outage switch, for tests of what happens when SES fails: while the marker file next to the
   * mailbox exists, the functions' mail port (functions/src/lib/mail.ts) throws instead of delivering. Cognito's codes
   * (delivered here directly) are not affected.
   */
  get outageMarker(): string {
    return `${this.file}.down`;
  }

  setDown(down: boolean): void {
    if (down) fs.writeFileSync(this.outageMarker, new Date().toISOString());
    else fs.rmSync(this.outageMarker, { force: true });
  }

  isDown(): boolean {
    return fs.existsSync(this.outageMarker);
  }

  latestCode(to: string): string | undefined {
    return this.list()
      .filter((mail) => mail.to === to.toLowerCase() && mail.code)
      .at(-1)?.code;
  }
}
