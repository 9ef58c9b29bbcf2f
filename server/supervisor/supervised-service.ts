import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { FORCE_CLOSE_AFTER_MS, type RunningServer } from '../running-server';
import type { Service } from '../services';
import { isToSupervisor, type ToService, type ToSupervisor } from './child-messages';
import { restartDelay, RESTART_POLICY, type RestartPolicy } from './restart-policy';

/** The supervisor's log: pino's signature, so that tests can pass a recorder. */
export interface SupervisorLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export interface SuperviseOptions {
  log: SupervisorLog;
  /** Starts the process that runs the named service; `forkService` by default. */
  fork?: (name: string) => ChildProcess;
  policy?: RestartPolicy;
}

/** A service run in a process of its own, started again whenever that process ends unasked. */
export interface SupervisedService extends Service {
  /** A stop is under way: the process should wait for the supervisor's word, not act alone. */
  announceStop(): void;
  /** Kills the process at once (when the supervisor exits before it could stop it). */
  kill(): void;
}

/** One process of a service: whether it serves yet, and when it ended. */
interface Life {
  child: ChildProcess;
  startedAt: number;
  ready: Promise<string>;
  exited: Promise<void>;
}

const SERVICE_PROCESS = path.join(__dirname, 'service-process.ts');

/** Forks service-process.ts for one service, on this terminal, with this process's loader. */
export function forkService(name: string): ChildProcess {
  return fork(SERVICE_PROCESS, [name], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

/**
 * Runs `service` in a child process. `start` resolves once the first process serves (or rejects
 * if it fails to start); from then on a process that exits or is killed is logged and started
 * again after the policy's wait, until `quiesce` or `close` begins the service's stop.
 */
export function superviseService(
  service: Pick<Service, 'name' | 'servesOthers'>,
  options: SuperviseOptions,
): SupervisedService {
  const { name } = service;
  const { log, fork: forkChild = forkService, policy = RESTART_POLICY } = options;
  const state: {
    life?: Life;
    /** Set once the first process served: until then an exit is a failure to start. */
    served: boolean;
    stopping: boolean;
    delay?: number;
    timer?: NodeJS.Timeout;
  } = { served: false, stopping: false };

  const launch = (): Life => {
    const life = lifeOf(forkChild(name));
    state.life = life;
    void life.exited.then(() => onExit(life));
    return life;
  };

  const onExit = (life: Life) => {
    if (!state.served || state.stopping || state.life !== life) return;
    const ranForMs = Date.now() - life.startedAt;
    state.delay = restartDelay(state.delay, ranForMs, policy);
    const { exitCode: code, signalCode: signal } = life.child;
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    log.warn(
      { service: name, code, signal, ranForMs, restartInMs: state.delay },
      `${name} ${how} after ${seconds(ranForMs)}; restarting in ${seconds(state.delay)}`,
    );
    state.timer = setTimeout(() => {
      const next = launch();
      next.ready.then(
        (url) => log.info({ service: name, url }, `${name} restarted: ${url}`),
        () => undefined,
      );
    }, state.delay);
  };

  const beginStop = () => {
    state.stopping = true;
    clearTimeout(state.timer);
  };

  return {
    name,
    servesOthers: service.servesOthers,
    start: async () => {
      const url = await launch().ready.catch((error: Error) => {
        throw new Error(`${name} did not start: ${error.message}`);
      });
      state.served = true;
      return runningService(url, () => state.life, beginStop);
    },
    announceStop: () => {
      beginStop();
      if (state.life) send(state.life.child, { type: 'stopping' });
    },
    kill: () => {
      const child = state.life?.child;
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/** The RunningServer of a supervised service: its stop goes to whichever process serves now. */
function runningService(
  url: string,
  current: () => Life | undefined,
  beginStop: () => void,
): RunningServer {
  return {
    url,
    quiesce: async () => {
      beginStop();
      const life = current();
      if (!life || !(await servesNow(life))) return;
      const quiesced = replyFrom(life.child, 'quiesced');
      send(life.child, { type: 'quiesce' });
      await Promise.race([quiesced, life.exited]);
    },
    close: async (options = {}) => {
      beginStop();
      const life = current();
      if (!life) return;
      // A process still starting is asked once it serves: its message listener is set by then.
      if (await servesNow(life)) {
        send(life.child, {
          type: 'close',
          forceAt: options.forceAt ?? Date.now() + FORCE_CLOSE_AFTER_MS,
        });
      }
      await life.exited;
    },
  };
}

function lifeOf(child: ChildProcess): Life {
  // 'close' rather than 'exit': by then every message the process sent has been read.
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const ready = new Promise<string>((resolve, reject) => {
    child.on('message', (message: unknown) => {
      if (!isToSupervisor(message)) return;
      if (message.type === 'ready') resolve(message.url);
      if (message.type === 'failed') reject(new Error(message.message));
    });
    void exited.then(() => reject(new Error(exitDescription(child))));
  });
  ready.catch(() => undefined);
  return { child, startedAt: Date.now(), ready, exited };
}

/** Waits until the process serves (true) or has ended (false). */
function servesNow(life: Life): Promise<boolean> {
  return life.ready.then(
    () => life.child.exitCode === null && life.child.signalCode === null,
    () => false,
  );
}

function replyFrom(child: ChildProcess, type: ToSupervisor['type']): Promise<void> {
  return new Promise((resolve) => {
    const listener = (message: unknown) => {
      if (!isToSupervisor(message) || message.type !== type) return;
      child.off('message', listener);
      resolve();
    };
    child.on('message', listener);
  });
}

function send(child: ChildProcess, message: ToService): void {
  // A process that has just ended cannot be told anything; its exit is handled on its own.
  if (child.connected) child.send(message, undefined, {}, () => undefined);
}

function exitDescription(child: ChildProcess): string {
  const how = child.signalCode
    ? `was killed by ${child.signalCode}`
    : `exited with code ${child.exitCode}`;
  return `the process ${how} before it served`;
}

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}
