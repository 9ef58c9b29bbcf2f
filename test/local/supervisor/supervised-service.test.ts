import type { ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import type { ToService } from '@local/supervisor/child-messages';
import { superviseService, type SupervisorLog } from '@local/supervisor/supervised-service';

/** The side of a service's process the supervisor sees: its messages, its exit, its signals. */
class FakeProcess extends EventEmitter {
  connected = true;
  exitCode: number | null = null;
  signalCode: NodeJS.Signals | null = null;
  readonly received: ToService[] = [];

  send(message: ToService, _handle?: unknown, _options?: unknown, done?: () => void): boolean {
    this.received.push(message);
    done?.();
    return true;
  }

  kill(signal: NodeJS.Signals): boolean {
    this.end(null, signal);
    return true;
  }

  say(message: object): void {
    this.emit('message', message);
  }

  end(code: number | null, signal: NodeJS.Signals | null = null): void {
    [this.exitCode, this.signalCode, this.connected] = [code, signal, false];
    this.emit('exit', code, signal);
    this.emit('close', code, signal);
  }
}

function harness() {
  const processes: FakeProcess[] = [];
  const lines: Array<{ level: string; fields: object; message: string }> = [];
  const log: SupervisorLog = {
    info: (fields, message) => lines.push({ level: 'info', fields, message }),
    warn: (fields, message) => lines.push({ level: 'warn', fields, message }),
  };
  const service = superviseService(
    { name: 'api' },
    {
      log,
      fork: () => {
        processes.push(new FakeProcess());
        return processes.at(-1) as unknown as ChildProcess;
      },
    },
  );
  const latest = () => processes[processes.length - 1];
  return { service, processes, lines, latest };
}

/** Starts the service and lets its first process report that it serves. */
async function started(system: ReturnType<typeof harness>) {
  const running = system.service.start();
  system.latest().say({ type: 'ready', url: 'http://localhost:7000' });
  return running;
}

describe('superviseService', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers the address its process serves at', async () => {
    const system = harness();
    await expect(started(system)).resolves.toMatchObject({ url: 'http://localhost:7000' });
    expect(system.processes).toHaveLength(1);
  });

  it('logs a process killed or exited, and starts another after a wait that grows', async () => {
    const system = harness();
    await started(system);
    system.latest().end(null, 'SIGKILL');
    await jest.advanceTimersByTimeAsync(499);
    expect(system.processes).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(system.processes).toHaveLength(2);
    system.latest().say({ type: 'ready', url: 'http://localhost:7000' });
    system.latest().end(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(system.processes).toHaveLength(3);
    expect(system.lines.map(({ level, message }) => [level, message])).toEqual([
      ['warn', 'api was killed by SIGKILL after 0 s; restarting in 0.5 s'],
      ['info', 'api restarted: http://localhost:7000'],
      ['warn', 'api exited with code 1 after 0 s; restarting in 1 s'],
    ]);
    expect(system.lines[0].fields).toMatchObject({ service: 'api', signal: 'SIGKILL' });
  });

  it('tells its process once the whole system serves, and each process started after it', async () => {
    const system = harness();
    const running = await started(system);
    running.systemStarted!();
    expect(system.latest().received).toEqual([{ type: 'system-started' }]);
    system.latest().end(null, 'SIGKILL');
    await jest.advanceTimersByTimeAsync(500);
    expect(system.latest().received).toEqual([]);
    system.latest().say({ type: 'ready', url: 'http://localhost:7000' });
    await jest.advanceTimersByTimeAsync(0);
    expect(system.latest().received).toEqual([{ type: 'system-started' }]);
  });

  it('reports a first start that fails, naming the service, and does not retry it', async () => {
    const system = harness();
    const running = system.service.start();
    system.latest().say({ type: 'failed', message: 'listen EADDRINUSE' });
    system.latest().end(1);
    await expect(running).rejects.toThrow('api did not start: listen EADDRINUSE');
    await jest.advanceTimersByTimeAsync(20_000);
    expect(system.processes).toHaveLength(1);
  });

  it('stops through its process, with the deadline, and starts no other', async () => {
    const system = harness();
    const running = await started(system);
    const closed = running.close({ forceAt: 1234 });
    await jest.advanceTimersByTimeAsync(0);
    expect(system.latest().received).toEqual([{ type: 'close', forceAt: 1234 }]);
    system.latest().end(0);
    await closed;
    await jest.advanceTimersByTimeAsync(20_000);
    expect(system.processes).toHaveLength(1);
  });

  it('quiesces its process and waits for it to say so', async () => {
    const system = harness();
    const running = await started(system);
    let quiesced = false;
    const quiescing = running.quiesce!().then(() => (quiesced = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(system.latest().received).toEqual([{ type: 'quiesce' }]);
    expect(quiesced).toBe(false);
    system.latest().say({ type: 'quiesced' });
    await quiescing;
  });

  it('a stop while the service waits to restart cancels the restart', async () => {
    const system = harness();
    const running = await started(system);
    system.latest().end(1);
    system.service.announceStop();
    await running.close();
    await jest.advanceTimersByTimeAsync(20_000);
    expect(system.processes).toHaveLength(1);
  });

  it('tells a running process that a stop is under way, and can kill it', async () => {
    const system = harness();
    await started(system);
    system.service.announceStop();
    expect(system.latest().received).toEqual([{ type: 'stopping' }]);
    system.service.kill();
    expect(system.latest().signalCode).toBe('SIGKILL');
  });
});
