/**
 * CPU time a server process has used (user + system), for the bench's load-independent column:
 * CPU per request. On a shared machine, requests per second measure the neighbours as much as
 * the server; the CPU a server spends on each request moves far less (docs/performance.md).
 * Linux only (/proc/<pid>/stat); elsewhere null and the column stays empty.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ: 100 on nearly every Linux). */
function clockTicksPerSecond(): number {
  try {
    const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return Number.isInteger(ticks) && ticks > 0 ? ticks : 100;
  } catch {
    return 100;
  }
}

let ticksPerSecond: number | undefined;

/**
 * utime + stime (fields 14 and 15) of a /proc/<pid>/stat line, in clock ticks. The command
 * name (field 2) is in parentheses and may hold spaces and parentheses itself (`next-server
 * (v16.4.6)`), so the fields are counted after its last `)`.
 */
export function statCpuTicks(stat: string): number | null {
  const end = stat.lastIndexOf(')');
  if (end < 0) return null;
  // After ") ": field 3 (state) is index 0, so utime (14) and stime (15) are 11 and 12.
  const fields = stat
    .slice(end + 2)
    .trim()
    .split(/\s+/);
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  return Number.isFinite(user) && Number.isFinite(system) ? user + system : null;
}

/** CPU ms the process has used so far, or null (no /proc, no such process). */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  const ticks = statCpuTicks(stat);
  if (ticks === null) return null;
  ticksPerSecond ??= clockTicksPerSecond();
  return (ticks * 1000) / ticksPerSecond;
}

/** µs of CPU per request between two readings, or null when either is missing. */
export function cpuMicrosPerRequest(
  beforeMs: number | null,
  afterMs: number | null,
  requests: number,
): number | null {
  if (beforeMs === null || afterMs === null || requests <= 0) return null;
  return Math.round(((afterMs - beforeMs) * 1000) / requests);
}
