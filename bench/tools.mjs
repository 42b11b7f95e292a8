// The benchmark tools, resolved from this folder's own node_modules (see package.json here).
export { default as autocannon } from 'autocannon';
export * as chromeLauncher from 'chrome-launcher';
export { default as lighthouse } from 'lighthouse';
