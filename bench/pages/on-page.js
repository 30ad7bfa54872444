// Prefixed to each page probe by bench/probe-script.ts: `onPage(mark, install)` runs a probe's set-up once on the
// page's document. A tab opened by window.open with its opener starts on the initial about:blank, and the page's
// document then takes over that same window (the HTML standard reuses it for a same-origin page): scripts injected
// before the page's own (Playwright's addInitScript) run once, on about:blank, and never on the page. So on
// about:blank the probe waits for the document to change (timers survive the switch) and sets itself up again on
// the page's — once a document (`mark` names the document's flag): where the injection does run on the page too,
// that one stands.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by the probe this is prefixed to
function onPage(mark, install) {
  const once = () => {
    if (document[mark]) return;
    document[mark] = true;
    install();
  };
  once();
  if (location.href !== 'about:blank') return;
  const blank = document;
  const since = performance.now();
  const wait = setInterval(() => {
    if (document !== blank) { clearInterval(wait); once(); }
    else if (performance.now() - since > 30000) clearInterval(wait);
  }, 1);
}
