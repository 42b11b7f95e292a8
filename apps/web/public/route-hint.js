// Tiny, render-blocking on purpose: marks the landing page so the pre-rendered landing markup in
// index.html is shown only on "/" (every other path gets the same index.html from the server).
if (location.pathname === '/') document.documentElement.setAttribute('data-home', '');
