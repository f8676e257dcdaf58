// What a bench scenario is and what one run of it answers (harness.ts, paced-load.ts).

export interface TBenchScenario {
  name: string;
  method?: 'GET' | 'POST';
  /** The next request: its path, bearer token and JSON body. */
  next: () => { path: string; token?: string; body?: string };
}

export interface TBenchRun {
  rps: number;
  p50: number;
  p99: number;
}
