// The user settings as the engine keeps them (SPEC.md §3; persisted with the locally kept items): read once, then
// followed as they change, and written through EngineApi.setSettings — the worker re-projects every subscribed
// view that follows the settings [LS-5] [LS-10], so a change shows in the lists at once. null until the worker answers.
import * as Comlink from 'comlink';
import { useCallback, useEffect, useState } from 'react';
import type { Settings } from '../../../engine/core';
import { DEFAULT_SETTINGS } from '../../../engine/core';
import type { EngineClient } from '../../engine-client';

export interface EngineSettings {
  readonly settings: Settings | null;
  update(patch: Partial<Settings>): void;
  /** 恢复默认: every setting back to SPEC.md §3's default [GN-6]. */
  reset(): void;
}

export function useEngineSettings(client: EngineClient): EngineSettings {
  const [settings, setSettings] = useState<Settings | null>(null);
  useEffect(() => {
    let live = true;
    let off: (() => void) | undefined;
    void client.api.localItems().then((items) => { if (live) setSettings(items.settings); });
    void client.api.onLocalItems(Comlink.proxy((items) => { if (live) setSettings(items.settings); })).then((unsubscribe) => {
      off = () => { void unsubscribe(); };
      if (!live) off();
    });
    return () => {
      live = false;
      off?.();
    };
  }, [client]);
  const update = useCallback((patch: Partial<Settings>) => {
    setSettings((current) => (current ? { ...current, ...patch } : current)); // at once; the worker's answer confirms
    void client.api.setSettings(patch).then((items) => setSettings(items.settings));
  }, [client]);
  const reset = useCallback(() => update(DEFAULT_SETTINGS), [update]);
  return { settings, update, reset };
}
