import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';

/**
 * The engine's one wink-nlp reader (sentences, tokens, parts of speech, Porter stems), shared by the
 * concept screen and the chat assistant: each instance holds about 10 MB of the model's tables.
 */
export const nlp = winkNLP(model, ['sbd', 'pos']);
export const its = nlp.its;
/** wink's typings describe the stemmer's signature loosely; it returns a string per token. */
export const STEM = its.stem as unknown as typeof its.normal;
