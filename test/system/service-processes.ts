import { readdirSync, readFileSync } from 'node:fs';

/**
 * The process id of the child that runs `service` under the supervisor `supervisorPid` (a
 * `service-process.ts <service>` child of it), read from /proc; undefined when there is none.
 */
export function serviceProcessId(supervisorPid: number, service: string): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent id is the field after the state, after the name in parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parentPid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean);
      const runs =
        args.some((arg) => arg.endsWith('service-process.ts')) && args.at(-1) === service;
      if (parentPid === supervisorPid && runs) return Number(entry);
    } catch {
      // The process ended while being read.
    }
  }
  return undefined;
}
