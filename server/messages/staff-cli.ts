// Customer service answers from the operator's terminal (issue #14): the staff account's inbox, a conversation, and a
// reply that goes through the same hub as the site's (rules, text checks, read marks). Staff can also log in on the
// site (phone 19900020001, console SMS code) and answer in the conversation window; this is for operators on the
// server's machine, against the server's own database (same DATABASE_URL / DATA_DIR):
//
//   npx tsx server/messages/staff-cli.ts inbox
//   npx tsx server/messages/staff-cli.ts show <userId>        (marks the conversation read)
//   npx tsx server/messages/staff-cli.ts reply <userId> <text…>
//
// Live delivery needs the servers' bus: with NATS_URL (and NATS_SUBJECT_PREFIX) set as for the servers, the reply
// reaches the user's open pages at once; without it the user sees it when they next open the conversation. With
// the embedded PGlite (no DATABASE_URL) stop the server first: PGlite's directory is one process's at a time.
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { SYSTEM_SCHEDULER } from '../../engine/time/system-scheduler';
import { MemoryMessageBus } from './memory-message-bus';
import type { MessageBus } from './message-bus';
import { MessageHub } from './message-hub';
import { NatsMessageBus } from './nats-message-bus';

const USAGE = 'usage: staff-cli.ts inbox | show <userId> | reply <userId> <text…>';

async function main(args: readonly string[]): Promise<number> {
  const [command, id, ...words] = args;
  const userId = Number(id);
  const needsUser = command === 'show' || command === 'reply';
  if (!['inbox', 'show', 'reply'].includes(command ?? '') || (needsUser && (!Number.isSafeInteger(userId) || userId <= 0))
    || (command === 'reply' && words.join(' ').trim() === '')) {
    console.error(USAGE);
    return 2;
  }
  const { db, description } = await openDatabase(process.env);
  const bus: MessageBus = process.env.NATS_URL
    ? await NatsMessageBus.connect({ url: process.env.NATS_URL, prefix: process.env.NATS_SUBJECT_PREFIX || 'live', connectionName: 'staff-cli' })
    : new MemoryMessageBus();
  const hub = new MessageHub({ db, clock: SYSTEM_SCHEDULER, bus });
  try {
    await migrate(db);
    const staff = await hub.staff();
    if (!staff) {
      console.error(`no customer-service staff account on ${description} (the demo seed makes one)`);
      return 1;
    }
    if (command === 'inbox') {
      const { list } = await hub.conversations(staff.customerId, 50, 0);
      if (list.length === 0) console.log('no conversations');
      for (const c of list) {
        console.log(`${c.peer.customerId}\t${c.peer.nickname}\t${c.unread ? `${c.unread} unread` : 'read'}\t${new Date(c.last.ts).toISOString()}\t${JSON.stringify(c.last.text)}`);
      }
    } else if (command === 'show') {
      const page = await hub.history(staff.customerId, userId, 50);
      for (const m of page.messages) {
        console.log(`${new Date(m.ts).toISOString()}\t${m.fromId === staff.customerId ? staff.nickname : m.fromId}\t${JSON.stringify(m.text)}`);
      }
      await hub.read(staff.customerId, userId);
    } else {
      const sent = await hub.send(staff.customerId, userId, words.join(' '));
      if (!sent.ok) {
        console.error(`refused: ${sent.reason}${sent.reason === 'notAllowed' ? ' (staff answer users who wrote to them)' : ''}`);
        return 1;
      }
      console.log(`sent #${sent.message.msgId} to ${userId}${process.env.NATS_URL ? '' : ' (no NATS_URL: delivered when they next open the conversation)'}`);
    }
    return 0;
  } finally {
    hub.close();
    await bus.close();
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
