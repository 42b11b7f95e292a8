import { describe, expect, it } from 'vitest';
import { isWebPage } from './web-routes.ts';

describe('isWebPage', () => {
  it('knows the pages, with a query, a hash, a trailing slash or another case', () => {
    for (const url of [
      '/',
      '/faq',
      '/faq/',
      '/FAQ',
      '/auth?tab=signup',
      '/settings#billing',
      '/physiomate',
    ]) {
      expect(isWebPage(url), url).toBe(true);
    }
  });
  it('knows a result by its id, but not deeper paths', () => {
    expect(isWebPage('/results/3f2a-91')).toBe(true);
    expect(isWebPage('/results/3f2a-91/more')).toBe(false);
  });
  it('does not know anything else, the not-built placeholders included', () => {
    for (const url of ['/team', '/careers', '/blog', '/guides', '/no-such-page', '/about/nested', '/api']) {
      expect(isWebPage(url), url).toBe(false);
    }
  });
});
