// Run as a child process by upload-store-disk.test.ts under a small file-size limit (`ulimit -f`):
// stores one upload of the given size in DATA_DIR's folder store and prints the outcome as JSON.
import { directoryUploadStore } from '../../src/lib/upload-store';

const [dataDir, size] = process.argv.slice(2);
const store = directoryUploadStore(dataDir!);
try {
  const name = await store.put('profile-pictures', Buffer.alloc(Number(size), 7), 'png');
  process.stdout.write(JSON.stringify({ stored: name }));
} catch (error) {
  process.stdout.write(JSON.stringify({ failed: (error as NodeJS.ErrnoException).code }));
}
