import { describe, expect, it } from 'vitest';
import { exportDownloadName, fileNamePart, videoDownloadName, videoExtension } from './downloads';

describe('download file names', () => {
  it('keeps letters and digits, folds every other run to one hyphen and drops accents', () => {
    expect(fileNamePart('Acme Beauty', 'brand')).toBe('Acme-Beauty');
    expect(fileNamePart('  Summer glow — “kit” 2026!  ', 'project')).toBe('Summer-glow-kit-2026');
    expect(fileNamePart('Zoë Ångström', 'creator')).toBe('Zoe-Angstrom');
  });

  it('never lets a quote, a slash, a backslash, a semicolon or a control character through', () => {
    const hostile = 'a"b/c\\d;e\r\nf\u0000g../..%22';
    expect(fileNamePart(hostile, 'x')).toMatch(/^[A-Za-z0-9-]+$/);
    expect(fileNamePart(hostile, 'x')).toBe('a-b-c-d-e-f-g-22');
  });

  it('gives the fallback for a name with nothing left, and cuts a long one to 40 characters without a trailing hyphen', () => {
    expect(fileNamePart('🎬 ✨', 'creator')).toBe('creator');
    expect(fileNamePart(undefined, 'brand')).toBe('brand');
    const cut = fileNamePart(`${'a'.repeat(39)} bcd`, 'x');
    expect(cut).toBe('a'.repeat(39));
    expect(fileNamePart('x'.repeat(100), 'y')).toHaveLength(40);
  });

  it('names a video <brand>-<project>-<creator>-video-<n>.<ext>, the extension from the type, else the key', () => {
    expect(
      videoDownloadName({
        brandName: 'Acme Beauty',
        projectName: 'Spring Glow Launch',
        creatorName: 'Maya Rivera',
        videoNumber: 2,
        contentType: 'video/quicktime',
      }),
    ).toBe('Acme-Beauty-Spring-Glow-Launch-Maya-Rivera-video-2.mov');
    expect(videoExtension(undefined, 'private/videos/pj/sb/u.WEBM')).toBe('webm');
    expect(videoExtension('application/octet-stream')).toBe('mp4');
    expect(exportDownloadName('Acme Beauty', 'Spring/Glow')).toBe('Acme-Beauty-Spring-Glow-approved-videos.zip');
  });
});
