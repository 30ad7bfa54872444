import { describe, expect, it } from 'vitest';
import { BEIJING_ZONE, HOUR_MS } from '../../engine/core';
import { namedZone } from '../../engine/time';
import { kickOffZoneLabel } from './kick-off-zone';

const NOW = Date.UTC(2026, 6, 1, 12);

describe('kick-off zone label', () => {
  it('[LS-12] 北京时间 where the browser is elsewhere and the fan keeps Beijing time; nothing otherwise', () => {
    expect(kickOffZoneLabel(false, namedZone('America/Los_Angeles'), NOW)).toBe('北京时间');
    expect(kickOffZoneLabel(true, namedZone('America/Los_Angeles'), NOW)).toBe('');
    expect(kickOffZoneLabel(false, BEIJING_ZONE, NOW)).toBe('');
    expect(kickOffZoneLabel(false, namedZone('Asia/Shanghai'), NOW)).toBe('');
    expect(kickOffZoneLabel(false, () => 9 * HOUR_MS, NOW)).toBe('北京时间');
  });
});
