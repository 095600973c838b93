import os from 'node:os';

/**
 * Lowers a worker process's CPU priority to `niceness`, so the requests of the people using the
 * app go first. `WORKER_PRIORITY=normal` keeps workers at the server's own priority: for a
 * machine that runs nothing else, and for the test run, whose two test files at a time would
 * otherwise leave a nice-19 book build almost no CPU (a book test waited 45 s for its build).
 */
export function lowerPriority(pid: number | undefined, niceness: number): void {
  if (!pid || process.env.WORKER_PRIORITY === 'normal') return;
  try {
    os.setPriority(pid, niceness);
  } catch {
    // Some containers refuse priority changes; the work is still done, at normal priority.
  }
}
