import { mockScaleTable, percentile } from '../../../../scripts/lib/mock-scale-bench';

describe('the mock scale bench', () => {
  it('takes nearest-rank percentiles of sorted latencies', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([1, 2, 3], 50)).toBe(2);
    expect(percentile([], 50)).toBeNaN();
  });

  it('prints one line per endpoint and scale, with the growth against 1x', () => {
    const row = { endpoint: 'e', path: '/p', requests: 1, bytes: 10, p50Ms: 2, p99Ms: 4 };
    const table = mockScaleTable({
      databases: [],
      rows: [
        { ...row, scale: 1, p50Growth: 1, p99Growth: 1 },
        { ...row, scale: 100, p50Ms: 3, p99Ms: 6, p50Growth: 1.5, p99Growth: 1.5 },
      ],
    });
    expect(table.lines).toEqual([
      ['e', '1x', '10', '2', '4', '1x', '1x'],
      ['e', '100x', '10', '3', '6', '1.5x', '1.5x'],
    ]);
  });
});
