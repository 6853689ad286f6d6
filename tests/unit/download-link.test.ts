/** Only https: remote-desktop download links are rendered as links. */
import { describe, expect, it } from 'vitest';
import { isHttpsUrl } from '#client/features/marketing/download-link.ts';

describe('isHttpsUrl', () => {
  it('accepts an https address', () => {
    expect(isHttpsUrl('https://download.example.com/RemoteDesktopSetup.exe')).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://download.example.com/setup.exe',
    'vbscript:x',
    '//evil.example/x',
    '/relative',
    '',
    'not a url',
  ])('refuses %j', (url) => {
    expect(isHttpsUrl(url)).toBe(false);
  });
});
