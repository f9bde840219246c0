// autocannon ships no types and @types/autocannon is not a dependency: the part we use.
declare module 'autocannon' {
  interface AutocannonOptions {
    url: string;
    title?: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Total requests; overrides duration. */
    amount?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    headers?: Record<string, string>;
  }

  /** Percentiles of a histogram, in ms (latency) or per second (requests, throughput). */
  interface AutocannonHistogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface AutocannonResult {
    title?: string;
    url: string;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    latency: AutocannonHistogram;
    requests: AutocannonHistogram & { sent: number };
    throughput: AutocannonHistogram;
  }

  // A thenable event emitter rather than a real Promise.
  function autocannon(options: AutocannonOptions): PromiseLike<AutocannonResult> & {
    stop(): void;
  };

  namespace autocannon {
    export type Options = AutocannonOptions;
    export type Result = AutocannonResult;
  }

  export = autocannon;
}
