// postgres.js's own queue (src/queue.js, 3.4.9), with its storage bounded. The server bundle uses
// this in its place (build/bundle.ts); the API and the order are the same.
//
// The original's `shift` leaves an empty slot at the front and drops them only when the queue
// runs empty, and its `remove` searches every slot. A busy pool never runs empty: each query takes
// the next connection off `busy` (shift) and moves it back (`remove`, which then searches all the
// slots for it and finds nothing, then `push`). So under steady load the array grew by one slot per
// query and every query searched all of them: ~20 µs a query after a few seconds at 3,000 req/s.

export interface TQueue<T> {
  readonly length: number;
  /** How many slots the array holds, emptied ones included (only for tests). */
  readonly slots: number;
  remove(item: T): T | null;
  push(item: T): T;
  shift(): T | undefined;
}

/** Emptied slots are dropped once there are at least this many and they are half the array. */
const COMPACT_AFTER = 64;

export default function Queue<T>(initial: T[] = []): TQueue<T> {
  let items: (T | undefined)[] = initial.slice();
  let head = 0;
  return {
    get length() {
      return items.length - head;
    },
    get slots() {
      return items.length;
    },
    remove(item) {
      const at = items.indexOf(item, head);
      if (at === -1) return null;
      items.splice(at, 1);
      return item;
    },
    push(item) {
      items.push(item);
      return item;
    },
    shift() {
      const out = items[head];
      head += 1;
      if (head >= items.length) {
        head = 0;
        items = [];
      } else if (head >= COMPACT_AFTER && head * 2 >= items.length) {
        items = items.slice(head);
        head = 0;
      } else {
        items[head - 1] = undefined;
      }
      return out;
    },
  };
}
