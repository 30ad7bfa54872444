// The gateway's client address of a raw request agrees with Fastify's request.ip for the same TRUST_PROXY, so
// the per-address socket cap and the SMS limits key on the same address.
import fc from 'fast-check';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { TrustProxy } from './client-address';
import { clientAddress, parseTrustProxy, trustCheck } from './client-address';

const ADDRESSES = ['127.0.0.1', '10.1.2.3', '192.168.0.5', '172.20.0.9', '203.0.113.7', '198.51.100.1', '::1',
  '::ffff:10.0.0.1', '::ffff:203.0.113.7', '2001:db8::5', 'fe80::1', 'unknown', 'not an ip'];
const TRUSTS: readonly TrustProxy[] = [false, true, ['loopback'], ['10.0.0.0/8', '192.168.0.0/16'], ['uniquelocal', '::1'],
  ['203.0.113.7', '2001:db8::/32'], ['linklocal', 'loopback', '172.16.0.0/12']];

const apps = new Map<number, FastifyInstance>();
afterAll(async () => {
  for (const app of apps.values()) await app.close();
});

/** An app whose one route answers request.ip and the raw request's clientAddress. */
function appFor(i: number): FastifyInstance {
  let app = apps.get(i);
  if (app) return app;
  app = Fastify({ trustProxy: TRUSTS[i] });
  const check = trustCheck(TRUSTS[i]);
  app.get('/', async (req) => ({ ip: req.ip, ours: clientAddress(req.raw, check) }));
  apps.set(i, app);
  return app;
}

describe('client address (TRUST_PROXY)', () => {
  it('is Fastify request.ip for every trust setting, peer and X-Forwarded-For chain', async () => {
    const address = fc.constantFrom(...ADDRESSES);
    await fc.assert(fc.asyncProperty(
      fc.integer({ min: 0, max: TRUSTS.length - 1 }),
      fc.constantFrom(...ADDRESSES.slice(0, 11)),
      fc.option(fc.array(fc.tuple(address, fc.constantFrom(',', ', ', ' ,', ',,', ',\t')), { maxLength: 5 })),
      async (trust, peer, chain) => {
        const headers = chain === null ? {} : { 'x-forwarded-for': chain.map(([a, sep], i) => (i === 0 ? a : sep + a)).join('') };
        const res = await appFor(trust).inject({ method: 'GET', url: '/', remoteAddress: peer, headers });
        const { ip, ours } = res.json<{ ip: string; ours: string }>();
        expect(ours).toBe(ip);
      },
    ), { numRuns: 400 });
  });

  it('ignores X-Forwarded-For from untrusted peers and honours it from trusted ones', async () => {
    const res = (trust: number, peer: string) => appFor(trust).inject({ url: '/', remoteAddress: peer, headers: { 'x-forwarded-for': '198.51.100.1, 10.9.9.9' } })
      .then((r) => r.json<{ ours: string }>().ours);
    expect(await res(0, '127.0.0.1')).toBe('127.0.0.1'); // TRUST_PROXY=false
    expect(await res(2, '127.0.0.1')).toBe('10.9.9.9'); // loopback trusted, 10.9.9.9 is not
    expect(await res(3, '10.0.0.2')).toBe('198.51.100.1'); // 10/8 trusted twice over
    expect(await res(2, '203.0.113.7')).toBe('203.0.113.7'); // a direct client cannot pick its address
  });

  it('parses TRUST_PROXY values', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('yes')).toBe(true);
    expect(parseTrustProxy(' loopback ,10.0.0.0/8 ')).toEqual(['loopback', '10.0.0.0/8']);
    expect(parseTrustProxy('3')).toMatch(/hop count/);
    expect(parseTrustProxy('::1/129')).toMatch(/prefix/);
  });
});
