import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { FORCE_CLOSE_AFTER_MS, type RunningServer } from '@server/running-server';
import type { Service } from '../services';
import { restartDelay, RESTART_POLICY, type RestartPolicy } from './restart-policy';
import {
  followLife,
  hasEnded,
  howItEnded,
  replyOrEnd,
  servesNow,
  tell,
  type ServiceLife,
} from './service-life';

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
  const supervision = new Supervision(service.name, options);
  return {
    name: service.name,
    servesOthers: service.servesOthers,
    start: () => supervision.start(),
    announceStop: () => supervision.announceStop(),
    kill: () => supervision.kill(),
  };
}

class Supervision {
  private life: ServiceLife | undefined;
  /** Set once the first process served: until then an exit is a failure to start. */
  private served = false;
  private stopping = false;
  /** Set once every service of the system served: a restarted process is told so too. */
  private systemUp = false;
  private delay: number | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly name: string,
    private readonly options: SuperviseOptions,
  ) {}

  async start(): Promise<RunningServer> {
    const url = await this.launch().ready.catch((error: Error) => {
      throw new Error(`${this.name} did not start: ${error.message}`);
    });
    this.served = true;
    return {
      url,
      quiesce: () => this.quiesce(),
      close: (options) => this.close(options),
      systemStarted: () => this.systemStarted(),
    };
  }

  /** Tells the process (it serves: start resolved), and each one started after it. */
  private systemStarted(): void {
    this.systemUp = true;
    if (this.life) tell(this.life, { type: 'system-started' });
  }

  announceStop(): void {
    this.beginStop();
    if (this.life) tell(this.life, { type: 'stopping' });
  }

  kill(): void {
    if (this.life && !hasEnded(this.life)) this.life.child.kill('SIGKILL');
  }

  private launch(): ServiceLife {
    const life = followLife((this.options.fork ?? forkService)(this.name));
    this.life = life;
    void life.exited.then(() => this.onExit(life));
    return life;
  }

  private onExit(life: ServiceLife): void {
    if (!this.served || this.stopping || this.life !== life) return;
    const ranForMs = Date.now() - life.startedAt;
    const delay = restartDelay(this.delay, ranForMs, this.options.policy ?? RESTART_POLICY);
    this.delay = delay;
    const { name } = this;
    this.options.log.warn(
      {
        service: name,
        code: life.child.exitCode,
        signal: life.child.signalCode,
        ranForMs,
        restartInMs: delay,
      },
      `${name} ${howItEnded(life.child)} after ${seconds(ranForMs)}; restarting in ${seconds(delay)}`,
    );
    this.timer = setTimeout(() => this.restart(), delay);
  }

  private restart(): void {
    const life = this.launch();
    life.ready.then(
      (url) => {
        this.options.log.info({ service: this.name, url }, `${this.name} restarted: ${url}`);
        if (this.systemUp) tell(life, { type: 'system-started' });
      },
      () => undefined,
    );
  }

  private beginStop(): void {
    this.stopping = true;
    clearTimeout(this.timer);
  }

  private async quiesce(): Promise<void> {
    this.beginStop();
    const life = this.life;
    if (!life || !(await servesNow(life))) return;
    const quiesced = replyOrEnd(life, 'quiesced');
    tell(life, { type: 'quiesce' });
    await quiesced;
  }

  private async close(options: { forceAt?: number } = {}): Promise<void> {
    this.beginStop();
    const life = this.life;
    if (!life) return;
    // A process still starting is asked once it serves: its message listener is set by then.
    if (await servesNow(life)) {
      tell(life, { type: 'close', forceAt: options.forceAt ?? Date.now() + FORCE_CLOSE_AFTER_MS });
    }
    await life.exited;
  }
}

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}
