// Entry of the upload parsing workers (lib/uploads/upload-workers.ts; docs/decisions/0007).
// Plain JavaScript so that a worker thread can load it under any runner (node --import tsx,
// Vitest); it registers tsx here, then loads the TypeScript tasks. Piscina calls the default export.
import { register } from 'tsx/esm/api';

register();
const { runUploadTask } = await import('./upload-tasks.ts');

/** Runs one upload task (upload-tasks.ts) and returns its result. */
export default function run(task) {
  return runUploadTask(task);
}
