// While a modal is open, the app behind it (#root) is inert: no focus, no clicks, hidden from assistive
// technology. Dialogs and toasts are portalled to <body>, outside #root, so they stay live. Counted, so a
// confirmation opened over another dialog does not wake the page when it closes.
let holders = 0;

export function holdAppInert(doc: Document = document): () => void {
  const root = doc.getElementById('root');
  holders++;
  root?.setAttribute('inert', '');
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders--;
    if (holders === 0) root?.removeAttribute('inert');
  };
}
