/**
 * Whether process `pid` exists. Files written under a temporary name carry their writer's pid, so
 * that a crash's leftovers can be told from a running writer's; EPERM means the process exists
 * but belongs to another user, so it counts as running.
 */
export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
