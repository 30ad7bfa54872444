// Test page: runs one check of the provider contract (ui/components/live-player/provider.contract.ts) against the
// FLV provider and this server's real FLV: window.runProviderContract(name, stream) resolves, or rejects with why.
import { createFlvProvider } from '../../../../ui/components/live-player/flv-provider';
import type { ContractSource } from '../../../../ui/components/live-player/provider.contract';
import { PROVIDER_CONTRACT } from '../../../../ui/components/live-player/provider.contract';
import '../../../../ui/design/tokens.css';
import './harness.css';

declare global {
  interface Window {
    providerContractNames: string[];
    runProviderContract(name: string, stream: string): Promise<void>;
  }
}

async function control(stream: string, action: string): Promise<void> {
  const answer = await fetch(`/control/${stream}/${action}`, { method: 'POST' });
  if (!answer.ok) throw new Error(`control ${action}: ${answer.status}`);
}

window.providerContractNames = PROVIDER_CONTRACT.map((check) => check.name);
window.runProviderContract = async (name, stream) => {
  const check = PROVIDER_CONTRACT.find((c) => c.name === name);
  if (!check) throw new Error(`no contract check ${name}`);
  const host = document.getElementById('host')!;
  host.replaceChildren();
  const source: ContractSource = {
    make: (options) => createFlvProvider({ kind: 'flv', url: `/live/${stream}.flv` }, options),
    makeMissing: (options) => createFlvProvider({ kind: 'flv', url: '/live/missing-stream.flv' }, options),
    stop: (mode) => control(stream, `stop?mode=${mode}`),
    resume: () => control(stream, 'resume'),
    host: () => host,
  };
  await check.run(source);
};
