import type { ChildProcess } from 'node:child_process';
import { isToSupervisor, type ToService, type ToSupervisor } from './child-messages';

/** One process of a supervised service, as the supervisor follows it. */
export interface ServiceLife {
  child: ChildProcess;
  startedAt: number;
  /** The address it serves at, once it says so; rejects when it fails to start or ends first. */
  ready: Promise<string>;
  /** Resolves once the process has ended and every message it sent has been read. */
  exited: Promise<void>;
}

export function followLife(child: ChildProcess): ServiceLife {
  // 'close' rather than 'exit': by then every message the process sent has been read.
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const ready = new Promise<string>((resolve, reject) => {
    child.on('message', (message: unknown) => {
      if (!isToSupervisor(message)) return;
      if (message.type === 'ready') resolve(message.url);
      if (message.type === 'failed') reject(new Error(message.message));
    });
    void exited.then(() => reject(new Error(`the process ${howItEnded(child)} before it served`)));
  });
  ready.catch(() => undefined);
  return { child, startedAt: Date.now(), ready, exited };
}

export function hasEnded({ child }: ServiceLife): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Waits until the process serves (true) or has ended without (false). */
export function servesNow(life: ServiceLife): Promise<boolean> {
  return life.ready.then(
    () => !hasEnded(life),
    () => false,
  );
}

/** Sends a message to a process; one that has just ended is handled on its exit instead. */
export function tell({ child }: ServiceLife, message: ToService): void {
  if (child.connected) child.send(message, undefined, {}, () => undefined);
}

/** Resolves when the process says `type`, or ends. */
export function replyOrEnd(life: ServiceLife, type: ToSupervisor['type']): Promise<void> {
  const reply = new Promise<void>((resolve) => {
    const listener = (message: unknown) => {
      if (!isToSupervisor(message) || message.type !== type) return;
      life.child.off('message', listener);
      resolve();
    };
    life.child.on('message', listener);
  });
  return Promise.race([reply, life.exited]);
}

export function howItEnded({ exitCode, signalCode }: ChildProcess): string {
  return signalCode ? `was killed by ${signalCode}` : `exited with code ${exitCode}`;
}
