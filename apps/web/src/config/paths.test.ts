import { isWebPage, WEB_PAGE_PATHS } from '@physiomate/shared';
import { describe, expect, it } from 'vitest';
import { paths, placeholderPaths } from './paths';

/** The server answers 404 for paths it does not know as pages: every link target must be one. */
describe('route table and the server agree', () => {
  it('every path the app links to is a page the server answers with 200', () => {
    const targets = Object.values(paths).map((p) => (typeof p === 'function' ? p('an-id') : p));
    for (const target of targets) expect(isWebPage(target), target).toBe(true);
    for (const page of WEB_PAGE_PATHS)
      expect(
        targets.some((t) => t.split(/[?#]/)[0] === page),
        page,
      ).toBe(true);
  });
  it('the pages that are not built yet are answered with 404', () => {
    for (const path of placeholderPaths) expect(isWebPage(path), path).toBe(false);
  });
});
