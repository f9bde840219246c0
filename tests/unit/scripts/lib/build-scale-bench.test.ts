/** The build bench's memory figure: the build's whole process tree, summed, and its largest. */
import { treeRss } from '../../../../scripts/lib/build-scale-bench';

describe('treeRss', () => {
  it('sums the root and every descendant, and nothing else', () => {
    const processes = new Map([
      [1, { ppid: 0, rss: 1_000 }],
      [10, { ppid: 1, rss: 100 }], // the build
      [11, { ppid: 10, rss: 300 }], // a worker
      [12, { ppid: 11, rss: 50 }], // its child
      [20, { ppid: 1, rss: 700 }], // someone else's process
    ]);
    expect(treeRss(10, processes)).toEqual({ total: 450, largest: 300 });
  });

  it('is zero for a process that is gone', () => {
    expect(treeRss(99, new Map())).toEqual({ total: 0, largest: 0 });
  });
});
