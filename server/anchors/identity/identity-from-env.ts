// IDENTITY_PROVIDER: 'demo' (default, offline) or 'aliyun' (refused at start-up without its credentials).
import type { Clock } from '../../../engine/core/time/scheduler';
import type { AliyunIdentityEnv } from './aliyun-identity';
import { AliyunIdentityProvider } from './aliyun-identity';
import { createDemoIdentityProvider } from './demo-identity';
import type { IdentityProvider } from './identity-provider';
import { IdentityNotConfiguredError } from './identity-provider';

export interface IdentityEnv extends AliyunIdentityEnv {
  readonly IDENTITY_PROVIDER?: string;
}

export function identityProviderFromEnv(env: IdentityEnv, clock: Clock): IdentityProvider {
  const name = env.IDENTITY_PROVIDER || 'demo';
  if (name === 'demo') return createDemoIdentityProvider(clock);
  if (name === 'aliyun') {
    const p = new AliyunIdentityProvider(env);
    p.assertConfigured();
    return p;
  }
  throw new IdentityNotConfiguredError(name, [`IDENTITY_PROVIDER to 'demo' or 'aliyun' (got '${name}')`]);
}
