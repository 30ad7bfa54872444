import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from './generate';

describe('generated protobuf code', () => {
  it('proto/gen is up to date with proto/live.proto (run `npm run proto`)', () => {
    const { js, dts } = generate();
    expect(readFileSync(join(import.meta.dirname, 'gen/live.js'), 'utf8')).toBe(js);
    expect(readFileSync(join(import.meta.dirname, 'gen/live.d.ts'), 'utf8')).toBe(dts);
  });
});
