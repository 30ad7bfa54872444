// Who may publish: the stream key is `<roomId>-<secret>` (stream-ports.ts). The server's own demo pushers use an
// internal secret (DEMO_PUSH_KEY, or random per start); every other key goes to the registered StreamAuthorizer
// (the anchors' module), and with none registered nothing else may publish.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { StreamAuthorizer, StreamGrant } from './stream-ports';

const KEY = /^(\d{1,15})-([A-Za-z0-9_]{1,128})$/;

/** The room part of a `<roomId>-<secret>` key, when it has that form. */
export function parseStreamKey(name: string): { readonly roomId: number; readonly secret: string } | undefined {
  const m = KEY.exec(name);
  return m ? { roomId: Number(m[1]), secret: m[2]! } : undefined;
}

export function newInternalSecret(): string {
  return randomBytes(18).toString('hex');
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The internal key first, then the registered authorizer (read at each publish, so it can be set late). */
export function streamAuthorizer(internalSecret: string, registered: () => StreamAuthorizer | undefined): StreamAuthorizer {
  return {
    async authorize(app: string, streamName: string): Promise<StreamGrant | null> {
      const key = parseStreamKey(streamName);
      if (key && sameSecret(key.secret, internalSecret)) return { roomId: key.roomId };
      const other = registered();
      return other ? other.authorize(app, streamName) : null;
    },
  };
}
