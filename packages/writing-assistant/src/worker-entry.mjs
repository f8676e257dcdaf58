// Entry of the writing assistant's worker thread (worker-client.ts), in plain JavaScript: Node 20
// does not apply the parent's `--import tsx` to a worker's own entry file, so this registers tsx in
// the thread and then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
