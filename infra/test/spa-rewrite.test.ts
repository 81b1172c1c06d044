import { describe, expect, it } from 'vitest';
import { SPA_REWRITE_SOURCE } from '../lib/spa-rewrite';

interface ViewerRequest {
  uri: string;
  method: string;
}

// Runs the CloudFront Function's source as CloudFront does: a global `handler(event)` returning the request.
const handler = new Function(`${SPA_REWRITE_SOURCE}\nreturn handler;`)() as (event: {
  request: ViewerRequest;
}) => ViewerRequest;
const rewrite = (uri: string) => handler({ request: { uri, method: 'GET' } }).uri;

describe('SPA rewrite (CloudFront Function)', () => {
  it.each([
    '/',
    '/login',
    '/admin/brands',
    '/admin/brands/co_ABCDEFGHJKMN',
    '/creator/projects/',
    '/verify.email/confirm',
  ])('serves the SPA for the route %s', (uri) => {
    expect(rewrite(uri)).toBe('/index.html');
  });

  it.each(['/index.html', '/config.json', '/assets/index-Bx1y2z.js', '/assets/index-Bx1y2z.css', '/favicon.svg'])(
    'leaves the file %s alone',
    (uri) => {
      expect(rewrite(uri)).toBe(uri);
    },
  );
});
