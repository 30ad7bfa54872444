// modifyChatRoomInfo's rule as properties: absent fields keep the room's text, given ones arrive trimmed, a blank
// title is refused, and the patch is exactly what differs (so no change never publishes a 230).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roomInfoChange } from './room-info';

const text = fc.string({ maxLength: 12, unit: fc.constantFrom('a', '球', ' ', '赛', 'b', '\u3000') });
const room = fc.record({ roomName: text.map((s) => s.trim() || '房间'), notice: text.map((s) => s.trim()) });
const change = fc.record({ roomName: text, notice: text }, { requiredKeys: [] });

describe('roomInfoChange', () => {
  it('[RT-9] absent fields are kept, given ones trimmed; the patch holds exactly the fields that differ', () => {
    fc.assert(fc.property(room, change, (before, c) => {
      const r = roomInfoChange(before, c);
      if (c.roomName === undefined && c.notice === undefined) {
        expect(r).toEqual({ ok: false, reason: 'nothing' });
        return;
      }
      if (c.roomName !== undefined && c.roomName.trim() === '') {
        expect(r).toEqual({ ok: false, reason: 'blankName' });
        return;
      }
      if (!r.ok) throw new Error('refused a good change');
      expect(r.after.roomName).toBe(c.roomName?.trim() ?? before.roomName);
      expect(r.after.notice).toBe(c.notice?.trim() ?? before.notice);
      for (const key of ['roomName', 'notice'] as const) {
        if (r.after[key] === before[key]) expect(r.patch).not.toHaveProperty(key);
        else expect(r.patch[key]).toBe(r.after[key]);
      }
    }));
  });

  it('applying a change twice changes nothing the second time', () => {
    fc.assert(fc.property(room, change, (before, c) => {
      const once = roomInfoChange(before, c);
      if (!once.ok) return;
      const twice = roomInfoChange(once.after, c);
      expect(twice).toEqual({ ok: true, after: once.after, patch: {} });
    }));
  });
});
