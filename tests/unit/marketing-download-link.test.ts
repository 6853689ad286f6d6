/** Only https: remote-desktop download links, or paths on the site itself, are rendered as links. */
import { describe, expect, it } from 'vitest';
import { isDownloadUrl } from '#client/features/marketing/download-link.ts';

describe('isDownloadUrl', () => {
  it.each(['https://download.example.com/RemoteDesktopSetup.exe', '/__downloads/RemoteDesktopSetup-2.4.1.exe'])('accepts %j', (url) => {
    expect(isDownloadUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://download.example.com/setup.exe',
    'vbscript:x',
    '//evil.example/x',
    '/\\evil.example/x',
    '/\t/evil.example/x',
    'relative/path',
    '',
    'not a url',
  ])('refuses %j', (url) => {
    expect(isDownloadUrl(url)).toBe(false);
  });
});
