// The latency bench's page probe, injected before the page's own scripts (page.addInitScript): a MutationObserver
// notes each football row cell whose text changed (score, half-time, corners) and each goal pop-up that appeared,
// with the time it saw the DOM change; a requestAnimationFrame callback then posts a message to itself, and when
// that message runs — after the frame's style, layout and paint on the main thread — the changes are stamped as
// painted. Times are performance.timeOrigin + performance.now(): wall-clock ms, as the bench's Node side reads them.
// Read back through window.latencyProbe. Plain JS on purpose: it is sent to the browser as written.
(() => {
  const now = () => performance.timeOrigin + performance.now();
  const ROW = '[data-testid="match-row"]';
  const POPUP = '[data-testid="goal-popup"]';
  const KINDS = ['score', 'halfTime', 'corners'];
  const probe = {
    recording: false,
    /** Stamped changes: { matchId, kind, popupKind?, text, mutatedAt, paintedAt }. */
    changes: [],
    /** Seen in the DOM, not yet painted. */
    waiting: [],
    /** Rows whose cells the probe could not find (a changed row layout). */
    missingCells: 0,
  };
  window.latencyProbe = probe;
  /** `${matchId}:${kind}` → the text last seen, for rows in the DOM. */
  const last = new Map();

  // football-row.tsx: …, score, away team, half-time, corners, … — the cells after the score are found by place.
  function cellsOf(row) {
    const score = row.querySelector('[data-testid="score"]');
    const halfTime = score?.nextElementSibling?.nextElementSibling;
    const corners = halfTime?.nextElementSibling;
    if (!score || !halfTime || !corners) return null;
    return { score: score.textContent, halfTime: halfTime.textContent, corners: corners.textContent };
  }

  function readRow(row, at) {
    const id = Number(row.getAttribute('data-match-id'));
    const cells = cellsOf(row);
    if (!cells) {
      probe.missingCells++;
      return;
    }
    for (const kind of KINDS) {
      const key = `${id}:${kind}`;
      const before = last.get(key);
      last.set(key, cells[kind]);
      if (probe.recording && before !== undefined && before !== cells[kind]) probe.waiting.push({ matchId: id, kind, text: cells[kind], mutatedAt: at });
    }
  }

  function popupText(popup) {
    const b = popup.querySelectorAll('b');
    if (b.length >= 2) return `${b[0].textContent}-${b[1].textContent}`;
    const m = /(\d+)\s*-\s*(\d+)/.exec(popup.textContent ?? '');
    return m ? `${m[1]}-${m[2]}` : '';
  }

  let framePending = false;
  function stampNextPaint() {
    if (framePending) return;
    framePending = true;
    requestAnimationFrame(() => {
      const batch = probe.waiting;
      probe.waiting = [];
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const at = now();
        for (const c of batch) probe.changes.push({ ...c, paintedAt: at });
        channel.port1.close();
        framePending = false;
        if (probe.waiting.length > 0) stampNextPaint();
      };
      channel.port2.postMessage(null);
    });
  }

  const rowOf = (node) => (node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement)?.closest(ROW);
  const observer = new MutationObserver((records) => {
    const at = now();
    const rows = new Set();
    const popups = [];
    let removed = false;
    for (const r of records) {
      const row = rowOf(r.target);
      if (row) rows.add(row);
      for (const n of r.addedNodes) {
        if (n.nodeType !== Node.ELEMENT_NODE) continue;
        if (n.matches(ROW)) rows.add(n);
        else for (const inner of n.querySelectorAll(ROW)) rows.add(inner);
        if (n.matches(POPUP)) popups.push(n);
        else popups.push(...n.querySelectorAll(POPUP));
      }
      if (r.removedNodes.length > 0) removed = true;
    }
    if (removed) {
      // A row that left the DOM is forgotten: its cells may change unseen before it comes back.
      const present = new Set([...document.querySelectorAll(ROW)].map((r) => r.getAttribute('data-match-id')));
      for (const key of last.keys()) if (!present.has(key.slice(0, key.indexOf(':')))) last.delete(key);
    }
    for (const row of rows) if (row.isConnected) readRow(row, at);
    if (probe.recording) {
      for (const p of popups) {
        probe.waiting.push({
          matchId: Number(p.getAttribute('data-match-id')), kind: 'popup', popupKind: p.getAttribute('data-kind') ?? '', text: popupText(p), mutatedAt: at,
        });
      }
    }
    if (probe.waiting.length > 0) stampNextPaint();
  });
  const watch = () => observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  if (document.body) watch();
  else document.addEventListener('DOMContentLoaded', watch);
})();
