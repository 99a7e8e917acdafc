import { linkTarget } from '../lib/link-target';

describe('linkTarget', () => {
  it('keeps paths inside the app as router links', () => {
    expect(linkTarget('/sales-assistant/customers/c1?order=SO-1')).toEqual({
      kind: 'internal',
      to: '/sales-assistant/customers/c1?order=SO-1',
    });
  });

  it('opens only http(s) pages outside the app', () => {
    expect(linkTarget('https://example.com/a b')).toEqual({
      kind: 'external',
      href: 'https://example.com/a%20b',
    });
    expect(linkTarget('http://example.com')).toEqual({ kind: 'external', href: 'http://example.com/' });
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.example/path',
    '/\\evil.example',
    'mailto:sam@northwind.test',
    'relative/path',
    '',
    undefined,
  ])('never links %p', (href) => {
    expect(linkTarget(href)).toEqual({ kind: 'none' });
  });
});
