#!/usr/bin/env node
// Compiles the server, with the workspace packages it imports (@physiomate/shared and
// @physiomate/engine), into one ES module: apps/server/dist/main.js, which production starts with
// plain `node` (scripts/start.mjs builds it on demand). Everything from node_modules stays an
// import, resolved at run time as in development. `npm run dev` and the tests keep running the
// TypeScript sources.
//
// Files read next to a source file (the migrations, the mail logo, the repository root) are found
// through import.meta.dirname; in the bundle it is dist/, so each use is rewritten to the source
// file's own folder, relative to dist (the build stays movable with the repository).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const outdir = path.join(serverDir, 'dist');

/** Bare imports stay imports, except the workspace's own packages, which are TypeScript. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@physiomate/') ? undefined : { path: args.path, external: true },
    );
  },
};

const sourceDirname = {
  name: 'source-dirname',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      let text = await readFile(args.path, 'utf8');
      // A module that runs as a program when it is the entry (`node src/cli/admin.ts`): in the
      // bundle every module shares main.js's import.meta.url, so only main.ts is the program.
      text = text.replaceAll(/import\.meta\.url === `file:\/\/\$\{process\.argv\[1\]\}`/g, 'false');
      if (!text.includes('import.meta.dirname')) return { contents: text, loader: 'ts' };
      const relative = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
      return {
        contents: text.replaceAll(
          'import.meta.dirname',
          `(import.meta.dirname + ${JSON.stringify(`/${relative}`)})`,
        ),
        loader: 'ts',
      };
    });
  },
};

const started = performance.now();
await build({
  entryPoints: { main: path.join(serverDir, 'src/main.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [externalPackages, sourceDirname],
});
const mainFile = path.join(outdir, 'main.js');
const compiled = await readFile(mainFile, 'utf8');
// Any other spelling of 'am I the program?' would be true for every module in the bundle.
if (/import\.meta\.(url|filename)\s*===/.test(compiled)) {
  throw new Error('dist/main.js compares import.meta with the program path: see the source-dirname plugin');
}
// V8 keeps each module's source text for the life of the process, one byte a character when every
// character is ASCII and two otherwise: one '…' in the 1.5 MB bundle made it 3 MB of heap in every
// server process (issue 17). esbuild escapes strings and templates but leaves comments and regular
// expression literals as written, and the engine's comments and patterns hold curly quotes, dashes
// and bullets. Written as \uXXXX escapes they mean the same in a pattern (a character after a
// backslash would not, so the build stops there) and only read differently in a comment. The source
// map is esbuild's; columns after an escape on the same line are off by a few characters.
if (/[\u0080-\uffff]/.test(compiled)) {
  // (one UTF-16 unit at a time: a character outside the BMP becomes its two surrogate escapes)
  const ascii = compiled.replace(/(\\*)([\u0080-\uffff])/g, (_all, slashes, char) => {
    const written = `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
    // After a backslash, or a line separator (which ends a comment), the escape would not mean the same.
    if (slashes.length % 2 === 1 || char === '\u2028' || char === '\u2029') {
      throw new Error(`dist/main.js: write ${JSON.stringify(char)} as ${written} in the source`);
    }
    return slashes + written;
  });
  await writeFile(mainFile, ascii);
}
if (!process.argv.includes('--quiet')) {
  console.info(
    `Server compiled to ${path.relative(process.cwd(), outdir) || '.'}/main.js in ${Math.round(performance.now() - started)} ms`,
  );
}
