import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signUnsubscribe, verifyUnsubscribe } from './unsubscribe-token';
import { composeMail, wordsFor } from './messages';

beforeEach(() => vi.stubEnv('UNSUBSCRIBE_SECRET', 'a-test-secret-of-enough-length'));
afterEach(() => vi.unstubAllEnvs());

const claim = { userId: 'user-1', email: 'Ana@Example.test', kind: 'reviews' as const };

describe('unsubscribe tokens', () => {
  it('verifies its own token, with the address lower-cased', () => {
    expect(verifyUnsubscribe(signUnsubscribe(claim))).toEqual({ ...claim, email: 'ana@example.test' });
  });

  it('refuses an altered payload, another secret, and malformed tokens', () => {
    const token = signUnsubscribe(claim);
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ u: 'user-2', e: 'ana@example.test', k: 'reviews' })).toString(
      'base64url',
    );
    expect(verifyUnsubscribe(`${forged}.${signature}`)).toBeUndefined();
    for (const bad of ['', 'x', 'x.y', `${token}.z`, token.slice(0, -2), token.replace('.', '..')]) {
      expect(verifyUnsubscribe(bad)).toBeUndefined();
    }
    vi.stubEnv('UNSUBSCRIBE_SECRET', 'another-secret-of-enough-length');
    expect(verifyUnsubscribe(token)).toBeUndefined();
  });

  it('refuses a kind that does not exist even when signed', () => {
    const token = signUnsubscribe({ ...claim, kind: 'everything' as never });
    expect(verifyUnsubscribe(token)).toBeUndefined();
  });
});

describe('notification e-mails', () => {
  it('escapes user text in the HTML body and keeps it as typed in the text body', () => {
    const words = wordsFor(
      {
        id: 'ev_1',
        at: '2026-01-01T00:00:00.000Z',
        type: 'project.revisionRequested',
        actor: { role: 'admin' },
        subject: { kind: 'project', id: 'pj_1', name: '<script>x</script>' },
        projectId: 'pj_1',
        videoNumber: 2,
        comment: 'Use "quotes" & <tags>',
      },
      'creator',
    );
    const mail = composeMail({
      to: 'a@example.test',
      words,
      kind: 'reviews',
      siteUrl: 'https://app.example.test',
      unsubscribeToken: 'abc.def',
    });
    expect(mail.subject).toBe('Revision requested for video 2 of <script>x</script>');
    expect(mail.text).toContain('Use "quotes" & <tags>');
    expect(mail.text).toContain('https://app.example.test/creator/ugc-project/pj_1');
    expect(mail.text).toContain('https://app.example.test/unsubscribe?token=abc.def');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).toContain('Use &quot;quotes&quot; &amp; &lt;tags&gt;');
  });
});
