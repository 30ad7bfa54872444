// Everything the /api plugin needs, built from the environment: the database (DATABASE_URL → PostgreSQL, else
// PGlite under DATA_DIR), migrations, key material, the demo seed and the SMS provider. The lead's app.ts
// registers `runtime.plugin({ matchLookup })` under '/api' and closes the runtime on shutdown.
import type { FastifyPluginAsync } from 'fastify';
import { authLimitsFromEnv } from '../auth/auth-config';
import type { Clock } from '../../engine/core/time/scheduler';
import { SYSTEM_SCHEDULER } from '../../engine/time';
import { consoleSmsProvider } from '../auth/console-sms';
import { deriveKeys, loadMasterSecret } from '../auth/secrets';
import type { SmsProvider } from '../auth/sms-provider';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { seedDemo } from '../db/seed-demo';
import type { DictionaryEnv } from './dictionary';
import { dictionaryFromEnv } from './dictionary';
import type { EnvelopeKeys } from './envelope';
import { apiPlugin } from './plugin';
import type { AnchorsEnv } from '../anchors/anchors-config';
import { anchorsConfigFromEnv } from '../anchors/anchors-config';
import type { IdentityEnv } from '../anchors/identity/identity-from-env';
import { identityProviderFromEnv } from '../anchors/identity/identity-from-env';
import type { DeploymentEnv } from '../anchors/production-defaults';
import { checkDemoDefaults } from '../anchors/production-defaults';
import type { AccountsConfig, ApiDeps } from './services';
import type { PhoneNormalisation } from './stored-phones';
import { normaliseStoredPhones, PARKED_NATIONAL_CODE } from './stored-phones';
import type { UploadStorage } from '../uploads/upload-storage';
import type { UploadEnv } from '../uploads/upload-config';
import { uploadPolicyFromEnv, uploadStorageFromEnv } from '../uploads/upload-config';

/** HOME_NOTICE and SITE_DOMAINS (dictionary.ts) feed /dict/getDictMap. */
export interface AccountsEnv extends DictionaryEnv, AnchorsEnv, IdentityEnv, DeploymentEnv, UploadEnv {
  readonly DATABASE_URL?: string;
  readonly DATA_DIR?: string;
  readonly PGLITE_DIR?: string;
  /** A PGlite data folder tarball a new embedded database starts from (server/db/open-database.ts). */
  readonly PGLITE_FROM?: string;
  /** base64 or hex, ≥ 32 bytes; default: a random secret kept in the database. */
  readonly ACCOUNTS_SECRET?: string;
  /** 'console' (the only one for now). */
  readonly SMS_PROVIDER?: string;
  /** 'false' skips the demo data. */
  readonly DEMO_SEED?: string;
  /** SMS sends per client address an hour (server/auth/auth-config.ts authLimitsFromEnv). */
  readonly SMS_PER_IP_PER_HOUR?: string;
}

export interface AccountsRuntime {
  readonly db: Database;
  readonly sms: SmsProvider;
  readonly clock: Clock;
  readonly config: AccountsConfig;
  /** For other JSON routes that answer with okEnvelope(data, envelopeKeys) (envelope.ts). */
  readonly envelopeKeys: EnvelopeKeys;
  /** One line for the start-up log: database, SMS provider, whether the demo was seeded. */
  readonly description: string;
  /** Uploads (/v1/file/batch/upload), served at /uploads/<key> by app.ts. */
  readonly uploads: UploadStorage;
  /** options.anchors: the feed's room-event sink and the process's AnchorStreams (server/runtime.ts). */
  plugin(options: Pick<ApiDeps, 'matchLookup' | 'liveState' | 'log' | 'feedNow' | 'timers' | 'matchCentre' | 'chat' | 'messages' | 'playback' | 'anchors' | 'otherDays'>): FastifyPluginAsync;
  close(): Promise<void>;
}

export interface AccountsRuntimeOptions {
  readonly clock?: Clock;
  readonly sms?: SmsProvider;
  /** Where the console SMS provider writes its codes (main.ts: the server log at info; nowhere by default). */
  readonly log?: (line: string) => void;
  /** Start-up progress (creating the embedded database, migrations, the demo seed) and database trouble. */
  readonly progress?: (line: string) => void;
  readonly warn?: (line: string) => void;
}

export async function createAccountsRuntime(env: AccountsEnv = process.env, options: AccountsRuntimeOptions = {}): Promise<AccountsRuntime> {
  // Before the database is touched: a deployment left on the anchors' demo defaults does not start.
  const demo = checkDemoDefaults(env);
  if (demo.kind === 'refuse') throw new Error(demo.message);
  if (demo.kind === 'warn') options.warn?.(demo.message);
  const limits = authLimitsFromEnv(env); // a bad value stops the start before anything is opened
  if (env.SMS_PROVIDER && env.SMS_PROVIDER !== 'console' && !options.sms) {
    throw new Error(`SMS_PROVIDER must be 'console' (no other provider is built in), got '${env.SMS_PROVIDER}'`);
  }
  const clock = options.clock ?? SYSTEM_SCHEDULER;
  const progress = options.progress ?? (() => {});
  const { db, description: where } = await openDatabase(env, progress, (err) => options.warn?.(`database pool: ${err.message}`));
  try {
    const applied = await migrate(db);
    if (applied.length > 0) progress(`accounts: ${applied.length} database migration(s) applied`);
    const phones = await normaliseStoredPhones(db, clock.now());
    const keys = deriveKeys(await loadMasterSecret(db, env.ACCOUNTS_SECRET, clock.now()));
    const seeded = env.DEMO_SEED === 'false' ? false : await seedDemo(db, clock.now());
    const sms = options.sms ?? consoleSmsProvider(options.log ?? (() => {}));
    const anchorsConfig = anchorsConfigFromEnv(env);
    const identity = identityProviderFromEnv(env, clock);
    const config: AccountsConfig = { keys, limits };
    const uploads = uploadStorageFromEnv(env);
    const uploadPolicy = uploadPolicyFromEnv(env);
    const notes = [where, `${applied.length} migration(s) applied`, ...phoneNotes(phones), `sms ${sms.name}`, `identity ${identity.name}`, `uploads ${uploads.name}`, ...(seeded ? ['demo data seeded'] : [])];
    return {
      db, sms, clock, config, uploads, envelopeKeys: { encKey: keys.envelopeEnc, macKey: keys.envelopeMac }, description: `accounts: ${notes.join(', ')}`,
      plugin: ({ matchLookup, liveState, log, feedNow, timers, matchCentre, chat, messages, playback, anchors, otherDays }) => apiPlugin({
        db, sms, clock, feedNow, timers, config, matchLookup, liveState, log, matchCentre, chat, messages, playback, otherDays, dictionary: dictionaryFromEnv(env),
        anchors: { config: anchorsConfig, identity, ...anchors }, uploads, uploadPolicy,
      }),
      close: () => db.close(),
    };
  } catch (err) {
    await db.close();
    throw err;
  }
}

/** The one-off phone normalisation in the start-up line, when it changed anything. */
function phoneNotes(p: PhoneNormalisation): string[] {
  const ids = (list: readonly number[]) => `ids ${list.slice(0, 20).join(', ')}${list.length > 20 ? ', …' : ''}`;
  const notes: string[] = [];
  if (p.normalised) notes.push(`${p.normalised} stored phone(s) normalised to E.164`);
  if (p.parked.length) notes.push(`${p.parked.length} duplicate account(s) parked under national code '${PARKED_NATIONAL_CODE}' (${ids(p.parked)})`);
  if (p.unreadable.length) notes.push(`${p.unreadable.length} account(s) with an invalid phone left as stored (${ids(p.unreadable)})`);
  return notes;
}
