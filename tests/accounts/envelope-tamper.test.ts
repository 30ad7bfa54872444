// [HT-2] The AES envelope end to end: real responses of the /api plugin, every single-bit flip of each refused by
// the browser's opener (Web Crypto, as in a secure context) before any decryption; no IV repeats. The suite seals 100 responses (51 200
// flips); `npm run test:long` (LONG_TESTS=1) the full 1 000.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../server/api/envelope';
import { createEnvelopeOpener } from '../../ui/api/envelope-decrypt';
import type { Database } from '../../server/db/database';
import { DB_START_TIMEOUT_MS, openTestPglite } from '../../server/db/test-support/test-databases';
import type { LoopbackApi } from './loopback-api';
import { startLoopbackApi } from './loopback-api';

let db: Database;
let server: LoopbackApi;
beforeAll(async () => {
  db = await openTestPglite();
  server = await startLoopbackApi(db);
}, DB_START_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
  await db.close();
});

const RESPONSES = process.env.LONG_TESTS === '1' ? 1000 : 100;

describe('AES envelope', () => {
  it(`[HT-2] every single-bit flip of ${RESPONSES} responses is rejected before decryption; 0 repeated IVs`, async () => {
    const { accessToken } = await server.inject.login('13800000001');
    const keyAnswer = (await (await fetch(`${server.base}/v1/common/clientKey`)).json()) as { data: { encKey: string; macKey: string } };
    let decryptions = 0;
    const opener = createEnvelopeOpener(keyAnswer.data, { beforeDecrypt: () => { decryptions++; } });

    const sealed: Uint8Array[] = [];
    for (let i = 0; i < RESPONSES; i += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => fetch(`${server.base}/v1/customer/reportOnline`, {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` }, body: '{"scope":"web"}',
      }).then((r) => r.json() as Promise<Envelope>)));
      for (const e of batch) {
        expect(e.code).toBe(0);
        sealed.push(new Uint8Array(Buffer.from(e.data!, 'base64')));
      }
    }

    const ivs = new Set(sealed.map((b) => Buffer.from(b.subarray(0, 16)).toString('hex')));
    for (const bytes of sealed) expect(await opener.openBytes(bytes)).toEqual({ ok: true, value: null });
    expect(decryptions).toBe(RESPONSES);

    let flips = 0;
    let accepted = 0;
    const started = performance.now();
    for (const original of sealed) {
      const bytes = new Uint8Array(original);
      for (let bit = 0; bit < bytes.length * 8; bit++) {
        bytes[bit >> 3] ^= 1 << (bit & 7);
        if ((await opener.openBytes(bytes)).ok) accepted++;
        bytes[bit >> 3] ^= 1 << (bit & 7);
        flips++;
      }
    }
    expect(accepted).toBe(0);
    expect(decryptions).toBe(RESPONSES); // not one flipped answer reached AES
    expect(ivs.size).toBe(RESPONSES);
    console.info(`[security] AES envelope: ${RESPONSES} responses, ${flips} single-bit flips → ${accepted} accepted, ${decryptions - RESPONSES} decryptions attempted; ${RESPONSES - ivs.size} repeated IVs (${Math.round(performance.now() - started)} ms)`);
  }, 180_000); // the full form's ~512 000 HMAC checks: ~20 s on an idle core, several times that on a busy one
});
