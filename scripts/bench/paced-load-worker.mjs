// The paced load generator's own thread (paced-load.ts). For each run it is given, it sends the
// run's requests, request i due at start + i / rate, over at most `connections` keep-alive
// sockets, and posts back each one's latency from its due time. One thread serves every run of a
// bench, so its code is as warm for the last scenario as for the first. Plain JavaScript and no
// module hooks: the thread's heap holds little more than one run's requests, and its collections
// stay short.
import http from 'node:http';
import { parentPort } from 'node:worker_threads';

/**
 * @typedef {{ method: string, path: string, headers: Record<string, string | number>, body?: string }} TRequest
 * @typedef {{ baseURL: string, connections: number, rate: number, requests: TRequest[] }} TRun
 */

/** @param {TRun} run */
function paced({ baseURL, connections, rate, requests }) {
  const url = new URL(baseURL);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = requests.length;
  const latencies = new Float64Array(total);
  let answered = 0;
  let bad = 0;
  let sent = 0;
  const start = performance.now();

  const finish = () => {
    agent.destroy();
    const elapsedMs = performance.now() - start;
    parentPort?.postMessage({ latencies, bad, elapsedMs }, [latencies.buffer]);
  };
  /** @param {number} due @param {number} status */
  const record = (due, status) => {
    if (status < 200 || status >= 300) bad += 1;
    latencies[answered] = performance.now() - due;
    answered += 1;
    if (answered === total) finish();
  };
  /** @param {TRequest} next @param {number} due */
  const send = ({ method, path, headers, body }, due) => {
    const request = http.request(
      { agent, host: url.hostname, port: url.port, method, path, headers },
      (response) => {
        response.resume();
        response.on('end', () => record(due, response.statusCode ?? 0));
        response.on('error', () => record(due, 0));
      },
    );
    request.on('error', () => record(due, 0));
    request.end(body);
  };
  const sendDue = () => {
    const now = performance.now();
    // Every request due by now goes out (queued by the agent when all sockets are busy).
    while (sent < total && start + (sent * 1000) / rate <= now) {
      send(requests[sent], start + (sent * 1000) / rate);
      sent += 1;
    }
    if (sent < total) {
      setTimeout(sendDue, Math.max(0, start + (sent * 1000) / rate - performance.now()));
    }
  };
  if (total === 0) finish();
  else sendDue();
}

parentPort?.on('message', paced);
