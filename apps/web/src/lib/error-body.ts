/**
 * The shared error body's contract, in a module of its own so that api-client.ts can load it (and
 * zod with it) the first time a request is refused rather than with every page.
 */
export { errorBodySchema, errorCodeForStatus } from '@physiomate/shared';
