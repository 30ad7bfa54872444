// The pages bench's probe, injected before the page's own scripts after a line that sets
// window.benchContentSelector (bench/pages.ts): when the first element matching it was painted, ms from navigation
// start — in the DOM, a frame has run (rAF) and the task after it (setTimeout 0), as detail-probe.js says it.
// A file and not a function of pages.ts: `npm run bench` runs the benches through tsx, whose esbuild wraps a
// function's inner named functions in its `__name` helper, which a function serialized into the page does not
// bring along — there the probe would throw before it watched anything (the smoke form, run inside Playwright's
// own transform, has no such helper to miss).
(() => {
  window.benchContentAt = null;
  const selector = window.benchContentSelector;
  const check = () => {
    if (window.benchContentAt !== null || !document.querySelector(selector)) return false;
    requestAnimationFrame(() => setTimeout(() => { window.benchContentAt ??= performance.now(); }, 0));
    return true;
  };
  const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
  const watch = () => observer.observe(document.documentElement, { subtree: true, childList: true });
  if (document.documentElement) watch();
  else document.addEventListener('DOMContentLoaded', watch);
})();
