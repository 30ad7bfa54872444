// The user settings the goal pop-ups read [GN-6] (goalTip, promptRange, the basketball ones, audioTip,
// vibrationTip): the engine's local items, followed as they change. The defaults until the engine answers.
import * as Comlink from 'comlink';
import type { Settings } from '../../engine/core/rules/settings';
import { DEFAULT_SETTINGS } from '../../engine/core/rules/settings';
import type { LocalItems } from '../../engine/worker/api';
import { engineValueStore } from './engine-value-store';

export const noticeSettingsStore = engineValueStore<Settings>(DEFAULT_SETTINGS, (client, set) => {
  void client.api.localItems().then((items) => set(items.settings), () => {});
  void client.api.onLocalItems(Comlink.proxy((items: LocalItems) => set(items.settings)));
});
