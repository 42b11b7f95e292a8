/**
 * Set-up for every web test file. Unit tests (`*.test.ts`) run in Node; component tests
 * (`*.test.tsx`) start with `// @vitest-environment jsdom` and get here Testing Library's matchers,
 * a clean DOM after each test, and the network answered at the HTTP edge by MSW (testing/server.ts):
 * no module is mocked, and a request no test expected fails the test.
 */
import { expect } from 'vitest';

const testPath = expect.getState().testPath ?? '';
const dom = typeof window !== 'undefined';

if (testPath.endsWith('.test.tsx') && !dom) {
  throw new Error(`${testPath}: component tests start with the line // @vitest-environment jsdom`);
}

if (dom) {
  await import('./dom-setup');
}
