// The test oracle for the detail logs: how the fold kept incidents, text live and player stats before they
// became byte logs (arrays of the frames' items, replaced, appended, corrected by index, merged by player id).
import type { IncidentsEvent, PlayerStatsEvent, TextLiveEvent } from '../../core/events';
import type { Incident, PlayerStat, TextLiveEntry } from '../../core/model';

export interface ObjectDetail {
  readonly incidents: readonly Incident[];
  readonly textLive: readonly TextLiveEntry[];
  readonly playerStats: readonly PlayerStat[];
}

export const EMPTY_OBJECT_DETAIL: ObjectDetail = { incidents: [], textLive: [], playerStats: [] };

export type LongDetailEvent = IncidentsEvent | TextLiveEvent | PlayerStatsEvent;

export function objectFold(d: ObjectDetail, e: LongDetailEvent): ObjectDetail {
  switch (e.type) {
    case 'incidents':
      return { ...d, incidents: e.mode === 'replace' ? e.items : [...d.incidents, ...e.items] };
    case 'textLive': {
      if (e.mode === 'replace') return { ...d, textLive: e.items };
      if (e.mode === 'append') return { ...d, textLive: [...d.textLive, ...e.items] };
      const next = [...d.textLive];
      for (const entry of e.items) {
        const at = next.findIndex((x) => x.index === entry.index);
        if (at >= 0) next[at] = entry;
      }
      return { ...d, textLive: next };
    }
    case 'playerStats': {
      const byId = new Map(d.playerStats.map((p) => [p.playerId, p]));
      for (const p of e.items) byId.set(p.playerId, p);
      return { ...d, playerStats: [...byId.values()] };
    }
  }
}
