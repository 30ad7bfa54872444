import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Amf0Error, decodeAmf0, encodeAmf0, encodeEcmaArray } from './amf0';

describe('AMF0', () => {
  it('decodes what it encodes (commands as encoders send them)', () => {
    const connect = ['connect', 1, { app: 'live', tcUrl: 'rtmp://127.0.0.1/live', fpad: false, audioCodecs: 3575, nested: { a: [1, 'b', null] } }];
    expect(decodeAmf0(encodeAmf0(...(connect as never[])))).toEqual(connect);
  });

  it('round-trips arbitrary values', () => {
    const value = fc.letrec((tie) => ({
      v: fc.oneof({ depthSize: 'small' }, fc.double({ noNaN: true }), fc.boolean(), fc.string(), fc.constant(null),
        fc.array(tie('v'), { maxLength: 4 }), fc.dictionary(fc.string({ minLength: 1 }), tie('v'), { maxKeys: 4 })),
    })).v;
    fc.assert(fc.property(fc.array(value, { maxLength: 5 }), (values) => {
      expect(decodeAmf0(encodeAmf0(...(values as never[])))).toEqual(values);
    }));
  });

  it('reads an ECMA array (onMetaData) as an object', () => {
    expect(decodeAmf0(Buffer.concat([encodeAmf0('onMetaData'), encodeEcmaArray({ width: 640, height: 360 })])))
      .toEqual(['onMetaData', { width: 640, height: 360 }]);
  });

  it('refuses truncated input, unknown types and lying array counts with Amf0Error', () => {
    expect(() => decodeAmf0(encodeAmf0('connect').subarray(0, 4))).toThrow(Amf0Error);
    expect(() => decodeAmf0(Buffer.from([0x42]))).toThrow(Amf0Error);
    expect(() => decodeAmf0(Buffer.from([0x0a, 0xff, 0xff, 0xff, 0xff]))).toThrow(Amf0Error);
    fc.assert(fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
      try {
        decodeAmf0(Buffer.from(bytes));
      } catch (err) {
        expect(err).toBeInstanceOf(Amf0Error);
      }
    }));
  });
});
