import { describe, expect, it } from 'vitest';
import { FALLBACK_MAX_CONNECTIONS, defaultMaxConnections, maxConnectionsFor, openFilesLimit } from './descriptor-limit';

describe('descriptor limit', () => {
  it('reads the soft open-files limit and leaves a fifth of it for HTTP, the database and files', () => {
    const limits = 'Limit                     Soft Limit           Hard Limit           Units     \n'
      + 'Max open files            20000                1048576              files     \n';
    expect(openFilesLimit(limits)).toBe(20_000);
    expect(maxConnectionsFor(20_000)).toBe(16_000);
    expect(openFilesLimit('Max open files            unlimited            unlimited            files')).toBeUndefined();
    expect(maxConnectionsFor(undefined)).toBe(FALLBACK_MAX_CONNECTIONS);
    expect(defaultMaxConnections()).toBeGreaterThan(0);
  });
});
