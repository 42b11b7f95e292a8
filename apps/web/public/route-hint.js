// Tiny, render-blocking on purpose. The HTML may carry a pre-rendered page in #root, made for the
// path on <html data-prerendered> (scripts/prerender.mjs): index.html carries "/" and is also sent for
// every path without a page of its own. The markup is shown (data-prerender-shown, see the style in
// index.html) only on its own path, and not while session storage holds a key named in
// data-prerendered-unless (a draft the page restores: React renders that page afresh).
//
// On a page with nothing pre-rendered to show, it also starts `GET /api/session` at once: a signed-in
// page renders nothing until the answer is in, and the app's first session read (src/lib/session.ts,
// takeEarlySession) takes this promise instead of asking again once its JavaScript has run. Not on a
// pre-rendered page: there nothing waits for the session before the first paint. On the two pages
// whose content is one API read, My Assessments and a saved result, that read starts too
// (src/lib/api-client.ts, takeEarlyGet).
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
  const pageRead = () => {
    if (path === '/physiomate') return '/api/assessments';
    const result = /^\/results\/([A-Za-z0-9-]{1,64})$/.exec(path);
    return result ? `/api/assessments/${result[1]}` : null;
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
    const url = pageRead();
    if (url) window.physiomateEarly = { url, response: get(url) };
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
