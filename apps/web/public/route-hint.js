// Tiny, render-blocking on purpose. The HTML may carry a pre-rendered page in #root, made for the
// path on <html data-prerendered> (scripts/prerender.mjs): index.html carries "/" and is also sent for
// every path without a page of its own. The markup is shown (data-prerender-shown, see the style in
// index.html) only on its own path, and not while session storage holds a key named in
// data-prerendered-unless (a draft the page restores: React renders that page afresh).
//
// On a page with nothing pre-rendered to show, it also starts `GET /api/session` at once: a signed-in
// page renders nothing until the answer is in, and the app's first session read (src/lib/session.ts,
// takeEarlySession) takes this promise instead of asking again once its JavaScript has run. Not on a
// pre-rendered page: there nothing waits for the session before the first paint. The reads that
// make a page's first screen start too: My Assessments' list, a saved result, and My Rehab's
// exercises, logged sessions and flare-up state (src/lib/api-client.ts, takeEarlyGet). Each is
// marked `arrived` once its answer is in: the page's code then puts those answers in its queries
// before it first renders (src/lib/early-reads.ts), so it shows them in its first paint.
((root) => {
  const path = location.pathname.replace(/[/]+$/, '') || '/';
  // The body is read at once into a fresh Response: a response nobody reads (the page did not need
  // it, say a result signed out) would otherwise stay open in the browser's network stack.
  const get = (url) => {
    const answer = fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } }).then(
      (response) =>
        response.text().then(
          (body) =>
            new Response(response.status === 204 ? null : body, {
              status: response.status,
              statusText: response.statusText,
              headers: response.headers,
            }),
        ),
    );
    answer.catch(() => {}); // Never taken (or the network is down): no unhandled rejection.
    return answer;
  };
  const pageReads = () => {
    if (path === '/physiomate') return ['/api/assessments'];
    if (path === '/my-rehab') {
      // The person's own calendar day, as src/features/rehab/lib/dates.ts (localDay) writes it.
      const now = new Date();
      const pad = (n) => String(n).padStart(2, '0');
      const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
      return ['/api/rehab/exercises', '/api/rehab/logs', `/api/rehab/flare-up?today=${today}`];
    }
    const result = /^\/results\/([A-Za-z0-9-]{1,64})$/.exec(path);
    return result ? [`/api/assessments/${result[1]}`] : [];
  };
  const read = (url) => {
    const entry = { url, response: get(url), arrived: false };
    const arrived = () => {
      entry.arrived = true;
    };
    entry.response.then(arrived, arrived);
    return entry;
  };
  // The signed-in pages show dates. The page's first date format loads the browser's locale data,
  // on the main thread (70 ms on a laptop, about 300 ms on a phone; later formats take well under
  // 1 ms). Done once here, after this script, it runs while the page's JavaScript downloads rather
  // than between the data arriving and the page showing it.
  const datePage = /^\/(results\/[^/]+|physiomate|my-rehab|settings)$/.test(path);
  const loadDateFormats = () => {
    try {
      new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' }).format(0);
    } catch (_error) {
      // No Intl here: nothing to load.
    }
  };
  const early = () => {
    if (datePage) setTimeout(loadDateFormats, 0);
    if (typeof fetch !== 'function') return;
    window.physiomateSession = get('/api/session');
    const reads = pageReads();
    if (reads.length > 0) window.physiomateEarly = reads.map(read);
  };
  if (root.getAttribute('data-prerendered') !== path) return early();
  const keys = (root.getAttribute('data-prerendered-unless') || '').split(' ');
  const stored = keys.some((key) => {
    try {
      return key !== '' && sessionStorage.getItem(key) !== null;
    } catch (_error) {
      return false; // Storage disabled: nothing stored, nothing to restore.
    }
  });
  if (stored) return early();
  root.setAttribute('data-prerender-shown', '');
  // Its forms are React's to send: until React has the page (its controls are then no longer marked
  // data-prerender-lock, src/lib/prerendered.ts), Enter in a field must not send one natively.
  document.addEventListener(
    'submit',
    (event) => {
      if (event.target.querySelector?.('[data-prerender-lock]')) event.preventDefault();
    },
    true,
  );
})(document.documentElement);
