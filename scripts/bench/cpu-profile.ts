// Where a process's CPU time went, from a V8 CPU profile (`node --cpu-prof`): each sample's
// function, put in a few kinds (socket writes, garbage collection, Node's own code, each package,
// the server bundle), counted per request over a window of the run.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The parts of a `.cpuprofile` file this reads. */
export interface TCpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  /** Monotonic clock, µs: the same clock as `process.hrtime` of any process on the machine. */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface TCpuSummary {
  /** CPU time per request (µs), all kinds together; idle time is not CPU time. */
  busy: number;
  /** µs per request of each kind, largest first. */
  kinds: { kind: string; us: number }[];
  /** The functions that spent the most time themselves (µs per request), largest first. */
  functions: { name: string; us: number }[];
  /**
   * The server bundle's functions that spent the most with what they call (µs per request),
   * largest first: where our own code's share of a request goes, the packages it calls included.
   */
  ours: { name: string; us: number }[];
}

/** Native functions V8 names after the system call a socket write makes. */
const SOCKET_WRITES = new Set(['writev', 'writeBuffer', 'writeUtf8String', 'writeLatin1String']);

const PACKAGE_IN_PATH = /node_modules\/((?:@[^/]+\/)?[^/]+)/;

/**
 * Where each module of a bundled file starts: esbuild heads each with a comment naming its path
 * (`// ../../node_modules/postgres/src/index.js`, `// src/server.ts`). Empty when the file
 * cannot be read.
 */
const modulesOfFile = new Map<string, { line: number; path: string }[]>();

function moduleStarts(url: string) {
  let starts = modulesOfFile.get(url);
  if (!starts) {
    starts = [];
    try {
      readFileSync(fileURLToPath(url), 'utf8')
        .split('\n')
        .forEach((text, line) => {
          const header = /^\/\/ ((?:\.\.\/)*[\w@.-]+\/[^\s]+\.[cm]?[jt]s)$/.exec(text);
          if (header) starts!.push({ line, path: header[1]! });
        });
    } catch {
      // Not on this machine (a profile from elsewhere): the whole file counts as the bundle.
    }
    modulesOfFile.set(url, starts);
  }
  return starts;
}

/** The npm package a line of the server bundle came from, if it came from one. */
function bundledPackage(url: string, lineNumber: number): string | undefined {
  let path: string | undefined;
  for (const start of moduleStarts(url)) {
    if (start.line > lineNumber) break;
    path = start.path;
  }
  return path ? PACKAGE_IN_PATH.exec(path)?.[1] : undefined;
}

function kindOf(frame: TCpuProfile['nodes'][number]['callFrame']): string | undefined {
  const { functionName, url } = frame;
  if (functionName === '(idle)') return undefined;
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (SOCKET_WRITES.has(functionName) && url === '') return 'socket writes (system calls)';
  const inPackage = PACKAGE_IN_PATH.exec(url);
  if (inPackage) return inPackage[1]!;
  if (url.startsWith('node:') || url === '') return 'Node and V8';
  if (url.includes('/apps/server/dist/')) {
    return bundledPackage(url, frame.lineNumber) ?? 'the server bundle';
  }
  return 'other';
}

const nameOf = ({ functionName, url, lineNumber }: TCpuProfile['nodes'][number]['callFrame']) =>
  `${functionName || '(anonymous)'} ${url.replace(/^.*\//, '')}:${lineNumber + 1}`;

/** A stretch of the run on the monotonic clock, µs. */
export interface TTimeWindow {
  fromUs: number;
  toUs: number;
}

/**
 * The profile's samples taken inside the `windows`, per request: what each kind of work cost one
 * of the `requests` answered in them.
 */
export function summarizeCpuProfile(
  profile: TCpuProfile,
  windows: TTimeWindow[],
  requests: number,
  top = 12,
): TCpuSummary {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parents.set(child, node.id);
  }
  const byKind = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const byOwnFunction = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (!windows.some(({ fromUs, toUs }) => at >= fromUs && at <= toUs)) return;
    const frame = frames.get(id);
    const kind = frame && kindOf(frame);
    if (!frame || !kind) return;
    byKind.set(kind, (byKind.get(kind) ?? 0) + delta);
    const name = nameOf(frame);
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
    // Each of our functions on the sample's stack once, however deep its recursion.
    const onStack = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parents.get(node)) {
      const caller = frames.get(node);
      if (caller && kindOf(caller) === 'the server bundle') onStack.add(nameOf(caller));
    }
    for (const own of onStack) byOwnFunction.set(own, (byOwnFunction.get(own) ?? 0) + delta);
  });
  const perRequest = (entries: Map<string, number>) =>
    [...entries]
      .map(([name, us]) => ({ name, us: us / Math.max(1, requests) }))
      .sort((a, b) => b.us - a.us);
  const kinds = perRequest(byKind).map(({ name, us }) => ({ kind: name, us }));
  return {
    busy: kinds.reduce((sum, { us }) => sum + us, 0),
    kinds,
    functions: perRequest(byFunction).slice(0, top),
    ours: perRequest(byOwnFunction).slice(0, top),
  };
}

/** The monotonic clock in µs, as a CPU profile's timestamps count it. */
export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
