// A local stand-in for Agora's Media Gateway streaming-key API (agora-media-gateway.ts cites the documented shape):
// POST /{region}/v1/projects/{appId}/rtls/ingress/streamkeys and DELETE …/streamkeys/{key} on 127.0.0.1, checking
// HTTP Basic auth and the body; `mode` makes it answer 5xx or malformed JSON instead.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAgoraGateway {
  readonly url: string;
  mode: 'ok' | 'error' | 'malformed' | 'no-key';
  /** Every request the fake accepted: method, path, parsed body. */
  readonly calls: { method: string; path: string; body: unknown }[];
  close(): Promise<void>;
}

export async function startFakeAgoraGateway(o: { appId: string; customerId: string; customerSecret: string }): Promise<FakeAgoraGateway> {
  const expected = `Basic ${Buffer.from(`${o.customerId}:${o.customerSecret}`).toString('base64')}`;
  const prefix = `/v1/projects/${o.appId}/rtls/ingress/streamkeys`;
  let n = 0;
  const fake: Omit<FakeAgoraGateway, 'url' | 'close'> = { mode: 'ok', calls: [] };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(body);
      if (req.headers.authorization !== expected) return send(401, JSON.stringify({ message: 'Invalid authentication credentials' }));
      const m = /^\/(na|eu|ap|cn)(\/v1\/projects\/[^/]+\/rtls\/ingress\/streamkeys)(?:\/([^/]+))?$/.exec(req.url ?? '');
      if (!m || m[2] !== prefix) return send(404, JSON.stringify({ message: 'no such resource' }));
      let body: unknown;
      try {
        body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
      } catch {
        return send(400, JSON.stringify({ message: 'body is not JSON' }));
      }
      if (fake.mode === 'error') return send(503, JSON.stringify({ message: 'service unavailable' }));
      if (fake.mode === 'malformed') return send(200, '{"status": "success", "data": ');
      if (req.method === 'POST' && !m[3]) {
        const s = (body as { settings?: { channel?: unknown; uid?: unknown; expiresAfter?: unknown } } | undefined)?.settings;
        if (typeof s?.channel !== 'string' || !s.channel || s.channel.length >= 64 || typeof s.uid !== 'string' || !/^[1-9]\d*$/.test(s.uid)
          || typeof s.expiresAfter !== 'number' || !Number.isInteger(s.expiresAfter) || s.expiresAfter < 0) {
          return send(400, JSON.stringify({ message: 'bad settings' }));
        }
        fake.calls.push({ method: 'POST', path: req.url!, body });
        if (fake.mode === 'no-key') return send(200, JSON.stringify({ status: 'success', data: {} }));
        n += 1;
        return send(200, JSON.stringify({ status: 'success', data: { streamKey: `fake-key-${n}-${s.channel}`, channel: s.channel, uid: s.uid, expiresAfter: s.expiresAfter } }));
      }
      if (req.method === 'DELETE' && m[3]) {
        fake.calls.push({ method: 'DELETE', path: req.url!, body });
        return send(200, JSON.stringify({ status: 'success' }));
      }
      return send(405, JSON.stringify({ message: 'method not allowed' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
