// [LS-6] What a row's pin control needs from the page: whether showTop is on, and the engine's pin/unpin. LiveList
// provides it over its rows; a row rendered without it (a unit test) shows only the 置顶 mark of a pinned match.
import type { ReactNode } from 'react';
import { createContext, useMemo } from 'react';
import type { Sport } from '../../../../engine/core';
import type { EngineClient } from '../../../engine-client';
import { useLocalItems } from '../use-local-items';

export interface PinService {
  readonly showTop: boolean;
  pin(sport: Sport, matchId: number): Promise<unknown>;
  unpin(sport: Sport, matchId: number): Promise<unknown>;
}

export const PinContext = createContext<PinService | null>(null);

export function PinProvider({ client, children }: { readonly client: EngineClient; readonly children: ReactNode }) {
  const showTop = useLocalItems(client)?.settings.showTop ?? false;
  const service = useMemo<PinService>(() => ({
    showTop,
    pin: (sport, matchId) => client.api.pin(sport, matchId),
    unpin: (sport, matchId) => client.api.unpin(sport, matchId),
  }), [client, showTop]);
  return <PinContext value={service}>{children}</PinContext>;
}
