import { createRequire } from 'node:module';
import winkNLP from 'wink-nlp';

/**
 * The engine's one wink-nlp reader (sentences, tokens, parts of speech, Porter stems), shared by the
 * concept screen and the chat assistant: each instance holds about 10 MB of the model's tables.
 *
 * The model's `core()` decodes a private copy of its packed JSON (a 1.8 MB base64 lexicon among it)
 * each time it is called, and wink calls it once, when the reader is made. An imported model keeps
 * that JSON alive for the life of the process through the module caches (about 5 MB of heap), so the
 * model is loaded through require, wink is handed the one decoded copy, and the model's files are
 * dropped from the require cache once read (as the spoken-word list in normalise.ts is).
 */
export const nlp = (() => {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('wink-eng-lite-web-model');
  // (the model's typings leave `core` unknown: it is the function that decodes the model)
  const model = require(entry) as Parameters<typeof winkNLP>[0] & { core: () => unknown };
  const core = model.core();
  const reader = winkNLP(Object.assign(Object.create(null), model, { core: () => core }), ['sbd', 'pos']);
  const root = entry.slice(0, entry.lastIndexOf('dist'));
  for (const file of Object.keys(require.cache)) if (file.startsWith(root)) delete require.cache[file];
  return reader;
})();
export const its = nlp.its;
/** wink's typings describe the stemmer's signature loosely; it returns a string per token. */
export const STEM = its.stem as unknown as typeof its.normal;
