import type { TestProject } from 'vitest/node';
import { type StartedServer, startServer } from '../../scripts/lib/start-server';

let server: StartedServer | undefined;

export async function setup(project: TestProject) {
  server = await startServer();
  project.provide('baseURL', server.baseURL);
  project.provide('dataDir', server.dataDir);
}

export async function teardown() {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}
