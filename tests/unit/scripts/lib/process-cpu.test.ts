/** The bench's CPU-per-request column (scripts/lib/process-cpu.ts). */
import {
  cpuMicrosPerRequest,
  processCpuMs,
  statCpuTicks,
} from '../../../../scripts/lib/process-cpu';

// A real line of `next start`'s server: its title holds a space and parentheses.
const NEXT_SERVER_STAT =
  '29544 (next-server (v16.4.6)) S 29541 29541 1 0 -1 4194560 52345 0 3 0 2711 828 0 0 20 0 13 0 2280367 11794100 117375 18446744073709551615 1 1 0 0 0 0 0 4096 134234626 0 0 0 17 1 0 0 0 0 0';

it('reads utime + stime after the command name, whatever the name holds', () => {
  expect(statCpuTicks(NEXT_SERVER_STAT)).toBe(2711 + 828);
  expect(statCpuTicks(NEXT_SERVER_STAT.replace('(next-server (v16.4.6))', '(node)'))).toBe(
    2711 + 828,
  );
});

it('gives null for a line it cannot read', () => {
  expect(statCpuTicks('garbage')).toBeNull();
  expect(statCpuTicks('1 (x) S 1')).toBeNull();
});

it('reads this process on Linux, and null for no process', () => {
  const own = processCpuMs(process.pid);
  if (process.platform === 'linux') expect(own).toBeGreaterThan(0);
  expect(processCpuMs(undefined)).toBeNull();
});

it('divides the CPU between two readings by the requests served', () => {
  expect(cpuMicrosPerRequest(1000, 4000, 10_000)).toBe(300);
  expect(cpuMicrosPerRequest(null, 4000, 10_000)).toBeNull();
  expect(cpuMicrosPerRequest(1000, 4000, 0)).toBeNull();
});
