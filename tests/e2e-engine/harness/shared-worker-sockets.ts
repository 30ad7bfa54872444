// What a browser context's shared engine holds, counted by the browser: Playwright reports a page's and its
// dedicated workers' WebSockets and workers, but not a SharedWorker's. Through the browser's DevTools protocol
// this finds the context's shared workers whose script URL matches, and in each counts the open WebSockets to a
// path — every WebSocket object in the worker's heap (Runtime.queryObjects), not what the engine says of itself.
// Used by the e2e (tests/e2e/engine-variants.spec.ts) and the open bench (bench/open.ts).

interface CdpSession {
  send(method: string, params?: object): Promise<unknown>;
  on(event: string, listener: (params: unknown) => void): unknown;
  off(event: string, listener: (params: unknown) => void): unknown;
  detach(): Promise<void>;
}
interface TargetInfo { readonly targetId: string; readonly type: string; readonly url: string; readonly browserContextId?: string }

/** The parts of a Playwright Browser and Page this needs (playwright-core's and @playwright/test's alike). */
export interface CdpBrowser { newBrowserCDPSession(): Promise<unknown> }
export interface CdpPage { context(): { newCDPSession(page: never): Promise<unknown> } }

export interface SharedWorkerCount {
  /** Shared workers of the page's context whose script URL matches. */
  readonly workers: number;
  /** Open WebSockets to the path, over all of them. */
  readonly sockets: number;
}

/** Sends one command to an attached target (the non-flattened protocol: messages wrapped in Target.*). */
function targetCall(cdp: CdpSession, sessionId: string) {
  let next = 0;
  return (method: string, params: object = {}): Promise<Record<string, unknown>> => new Promise((resolve, reject) => {
    const id = ++next;
    const listener = (event: unknown) => {
      const e = event as { sessionId: string; message: string };
      if (e.sessionId !== sessionId) return;
      const message = JSON.parse(e.message) as { id?: number; result?: Record<string, unknown>; error?: { message: string } };
      if (message.id !== id) return;
      cdp.off('Target.receivedMessageFromTarget', listener);
      if (message.error) reject(new Error(`${method}: ${message.error.message}`));
      else resolve(message.result ?? {});
    };
    cdp.on('Target.receivedMessageFromTarget', listener);
    void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch(reject);
  });
}

async function openSockets(cdp: CdpSession, targetId: string, path: string): Promise<number> {
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: false }) as { sessionId: string };
  const call = targetCall(cdp, sessionId);
  try {
    const proto = await call('Runtime.evaluate', { expression: 'WebSocket.prototype' }) as { result: { objectId: string } };
    const all = await call('Runtime.queryObjects', { prototypeObjectId: proto.result.objectId }) as { objects: { objectId: string } };
    const count = await call('Runtime.callFunctionOn', {
      objectId: all.objects.objectId, returnByValue: true, arguments: [{ value: path }],
      functionDeclaration: 'function (path) { return this.filter((s) => s.readyState === WebSocket.OPEN && new URL(s.url).pathname.startsWith(path)).length; }',
    }) as { result: { value: number } };
    return count.result.value;
  } finally {
    await cdp.send('Target.detachFromTarget', { sessionId }).catch(() => {});
  }
}

/** The shared workers of `page`'s context whose script URL matches `script`, and their open WebSockets to `path`. */
export async function sharedWorkerSockets(browser: CdpBrowser, page: CdpPage, script: RegExp, path = '/ws'): Promise<SharedWorkerCount> {
  const pageSession = await page.context().newCDPSession(page as never) as CdpSession;
  const { targetInfo } = await pageSession.send('Target.getTargetInfo') as { targetInfo: TargetInfo };
  await pageSession.detach();
  const cdp = await browser.newBrowserCDPSession() as CdpSession;
  try {
    const { targetInfos } = await cdp.send('Target.getTargets') as { targetInfos: TargetInfo[] };
    const workers = targetInfos.filter((t) => t.type === 'shared_worker' && t.browserContextId === targetInfo.browserContextId && script.test(t.url));
    let sockets = 0;
    for (const w of workers) sockets += await openSockets(cdp, w.targetId, path);
    return { workers: workers.length, sockets };
  } finally {
    await cdp.detach();
  }
}
