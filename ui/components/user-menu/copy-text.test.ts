// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { copyText } from './copy-text';

describe('copy the user code', () => {
  it('[FM-6] copies with the Clipboard API', async () => {
    const written: string[] = [];
    expect(await copyText('60020001', { clipboard: { writeText: async (t) => void written.push(t) } })).toBe(true);
    expect(written).toEqual(['60020001']);
  });

  it('[FM-6] a refused clipboard falls back to selection; nothing that works means failure', async () => {
    const refused = { writeText: async () => { throw new DOMException('Document is not focused', 'NotAllowedError'); } };
    expect(await copyText('60020001', { clipboard: refused })).toBe(false);
    expect(await copyText('60020001', { clipboard: refused, document: withCopy(true) })).toBe(true);
    expect(await copyText('60020001', { document: withCopy(false) })).toBe(false);
    expect(document.querySelectorAll('textarea')).toHaveLength(0); // the helper cleans up
  });
});

function withCopy(result: boolean): Document {
  document.execCommand = () => result;
  return document;
}
