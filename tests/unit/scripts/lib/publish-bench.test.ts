import { percentile, summarize } from '../../../../scripts/lib/publish-bench';

describe('the publish row of npm run bench', () => {
  it('takes nearest-rank percentiles, so p99 of 50 rounds is the slowest round', () => {
    const sorted = Array.from({ length: 50 }, (_, i) => (i + 1) * 10);
    expect(percentile(sorted, 50)).toBe(250);
    expect(percentile(sorted, 99)).toBe(500);
    expect(percentile([], 50)).toBeNull();
  });

  it('counts rounds that never reached every reader as failed, not as samples', () => {
    const result = summarize([300, 100, 200], 5);
    expect(result).toMatchObject({ rounds: 5, failed: 2, medianMs: 200, p99Ms: 300, maxMs: 300 });
    expect(result.samples).toEqual([300, 100, 200]);
  });
});
