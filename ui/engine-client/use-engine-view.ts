// Subscribes a view while the component is mounted (and anew when its options change); null until the worker
// answered, or the refusal when it did not accept the options.
import { useEffect, useState } from 'react';
import type { EngineClient, EngineView, SubscribeRefusal } from './engine-client';
import type { SubscribeOptions } from '../../engine/worker/api';

export function useEngineView(client: EngineClient, options: SubscribeOptions): EngineView | SubscribeRefusal | null {
  const [view, setView] = useState<EngineView | SubscribeRefusal | null>(null);
  const key = JSON.stringify(options);
  useEffect(() => {
    let current: EngineView | undefined;
    let live = true;
    void client.subscribe(JSON.parse(key) as SubscribeOptions).then((answer) => {
      if ('store' in answer) {
        current = answer;
        if (!live) return answer.close();
      }
      if (live) setView(answer);
    });
    return () => {
      live = false;
      current?.close();
    };
  }, [client, key]);
  return view;
}
