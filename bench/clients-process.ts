// The load clients of a bench in a process of their own (so the server's event loop and theirs do not share a
// core's time slices): forked with tsx's loader, driven by commands over IPC, each answered by one report of an
// expected type. An answer that does not come within its deadline, or a process that exits, rejects the ask.
import type { ChildProcess } from 'node:child_process';
import { fork } from 'node:child_process';
import { withDeadline } from './options';

/** How long a command may wait for its reply unless the caller says otherwise. */
export const ASK_DEADLINE_MS = 30_000;

export class ClientsProcess<Command extends { readonly type: string }, Report extends { readonly type: string }> {
  private readonly child: ChildProcess;
  private waiting: ((r: Report) => void) | undefined;
  private exited: ((err: Error) => void) | undefined;
  private exit: Error | undefined;

  /** `file`: the clients' module (absolute path); `name`: the bench, for messages. */
  constructor(file: string, private readonly name: string) {
    this.child = fork(file, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.child.on('message', (r: Report) => this.waiting?.(r));
    this.child.once('exit', (code, signal) => {
      this.exit = new Error(`the clients' process (${file}) exited (${signal ?? code})`);
      this.exited?.(this.exit);
    });
  }

  /** Sends `cmd` and resolves with the `reply`; rejects if the clients' process exits or `ms` pass first. */
  ask<T extends Report['type']>(cmd: Command, reply: T, ms = ASK_DEADLINE_MS): Promise<Extract<Report, { type: T }>> {
    const answer = new Promise<Extract<Report, { type: T }>>((resolve, reject) => {
      if (this.exit) { reject(this.exit); return; }
      this.exited = reject;
      this.waiting = (r) => {
        if (r.type !== reply) return;
        this.waiting = undefined;
        this.exited = undefined;
        resolve(r as Extract<Report, { type: T }>);
      };
      this.child.send(cmd);
    });
    return withDeadline(answer, ms, `${this.name}: the clients' '${reply}' after '${cmd.type}'`);
  }

  kill(): void {
    this.child.kill();
  }
}
