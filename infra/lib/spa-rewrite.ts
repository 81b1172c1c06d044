/**
 * CloudFront Function (cloudfront-js-2.0, viewer request) on the default behaviour only: a path whose last segment
 * has no file extension is an SPA route and gets /index.html. /api/* and /media/* have their own behaviours and never
 * see it, so API errors reach the browser unchanged (no distribution-wide error responses).
 */
export const SPA_REWRITE_SOURCE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}
`;
