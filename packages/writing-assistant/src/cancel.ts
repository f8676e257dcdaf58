/** Thrown when the caller's signal was aborted before the work started. */
export class WritingCancelledError extends Error {
  constructor() {
    super('The writing assistant was cancelled');
    this.name = 'WritingCancelledError';
  }
}

export function checkAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new WritingCancelledError();
}
