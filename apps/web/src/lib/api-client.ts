/**
 * The one HTTP client for the PhysioMate API. Sessions live in httpOnly cookies, so requests are
 * same-origin with credentials; errors leave the server as `{ error: { code, message, details? } }`
 * and are thrown here as ApiError.
 */

export const API_BASE = '/api';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** What a form says when a request fails: the server's own message, or a plain one for anything else. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : 'Something went wrong. Please try again.';
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON unless it is FormData or a Blob. */
  body?: unknown;
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export function buildUrl(path: string, query?: Query): string {
  const base = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, headers = {}, signal } = options;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...headers },
  };
  if (signal) init.signal = signal;
  if (body !== undefined) {
    if (body instanceof FormData || body instanceof Blob) {
      init.body = body;
    } else {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
    }
  }

  const url = buildUrl(path, query);
  const early = method === 'GET' ? takeEarlyGet(url) : undefined;
  const response = await send(url, init, early);
  const data = await readBody(response);
  if (response.ok) return data as T;
  throw await failure(response.status, data);
}

/** A read public/route-hint.js started from <head> before this code loaded. */
export type EarlyRead = {
  url: string;
  response: Promise<Response>;
  /** Set by route-hint.js once the answer (or a network failure) is in. */
  arrived?: boolean;
};

declare global {
  interface Window {
    /** The reads that make a page's first screen, started from <head> by public/route-hint.js. */
    physiomateEarly?: EarlyRead[];
  }
}

/** How long after the page started loading its early read may still be used. */
const EARLY_MAX_AGE_MS = 10_000;

/**
 * The read public/route-hint.js started for this URL while the page loaded, once: a later read of
 * the same URL (a refetch) asks the server again, and so does one after the first seconds of the
 * page. A sign-in or sign-out drops it (src/lib/session.ts), so no read made with another cookie
 * is ever used.
 */
export function takeEarlyGet(url: string): Promise<Response> | undefined {
  const early = peekEarlyGet(url);
  if (!early) return undefined;
  window.physiomateEarly = window.physiomateEarly?.filter((read) => read !== early);
  return performance.now() < EARLY_MAX_AGE_MS ? early.response : undefined;
}

/** The read public/route-hint.js started for this URL, if it is still there to take (not taken). */
export function peekEarlyGet(url: string): EarlyRead | undefined {
  if (typeof window === 'undefined') return undefined;
  return window.physiomateEarly?.find((read) => read.url === url);
}

/** fetch, with an unreachable server as an ApiError (an abort stays an abort). */
async function send(url: string, init: RequestInit, early?: Promise<Response>): Promise<Response> {
  try {
    return await (early ?? fetch(url, init));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network_error', 'We could not reach PhysioMate. Please check your connection.');
  }
}

/**
 * The ApiError for a refused request: the server's error body (the shared shape), or a plain one.
 * The schema (and zod) loads with the first refusal: pages that never get one never download it.
 */
async function failure(status: number, data: unknown): Promise<ApiError> {
  const { errorBodySchema, errorCodeForStatus } = await import('./error-body');
  const errorBody = errorBodySchema.safeParse(data);
  if (errorBody.success) {
    const { code, message, details } = errorBody.data.error;
    return new ApiError(status, code, message, details);
  }
  return new ApiError(
    status,
    errorCodeForStatus(status),
    status >= 500
      ? 'Something went wrong on our side. Please try again in a moment.'
      : `Request failed (${status}).`,
  );
}

/**
 * POSTs JSON and reads a streamed answer of newline-separated JSON objects (NDJSON), yielding each
 * object as it arrives. Errors before the stream starts are thrown as ApiError, like `request`.
 * Aborting the signal stops reading; what was yielded so far stays with the caller.
 */
export async function* streamNdjson<T>(
  path: string,
  body: unknown,
  options: { signal?: AbortSignal } = {},
): AsyncGenerator<T> {
  const response = await send(buildUrl(path), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/x-ndjson', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!response.ok) throw await failure(response.status, await readBody(response));
  if (!response.body) throw new ApiError(0, 'network_error', 'The answer arrived without a body.');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (line) yield JSON.parse(line) as T;
        newline = buffer.indexOf('\n');
      }
    }
    if (buffer.trim()) yield JSON.parse(buffer) as T;
  } finally {
    reader.releaseLock();
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};
