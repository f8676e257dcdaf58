// The `local` AI provider (DESIGN §1): the offline writing assistant of packages/writing-assistant
// behind the provider interface. It runs in a worker thread of its own that starts on the first
// call and stops after minutes without one, so loading its dictionary (~1 s) and its work never
// block other requests, and an idle server does not hold its memory. A cancelled call, or any
// other failure of the assistant, becomes the provider error the charging code knows (nothing
// charged, nothing changed).
import {
  createWritingAssistantInWorker,
  LOCAL_MODEL,
  WritingCancelledError,
} from '@ptlog/writing-assistant';
import { AiProviderError, type TAiProvider } from './provider';

export { LOCAL_MODEL };

async function providerCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AiProviderError) throw error;
    if (error instanceof WritingCancelledError) throw new AiProviderError(error.message, 'timeout');
    // The worker failed (it exited, ran out of memory, threw): the assistant did not answer, as a
    // service that cannot be reached does not, so the student is told nothing was charged (502).
    const message = error instanceof Error ? error.message : String(error);
    throw new AiProviderError(`Writing assistant failed: ${message}`, 'network');
  }
}

export function createLocalProvider(): TAiProvider {
  const assistant = createWritingAssistantInWorker();
  return {
    name: 'local',
    model: assistant.model,
    enhanceWeekly: (input, signal) => providerCall(() => assistant.enhanceWeekly(input, signal)),
    enhanceText: (input, signal) => providerCall(() => assistant.enhanceText(input, signal)),
    summarize: (entries, signal) => providerCall(() => assistant.summarize(entries, signal)),
    suggestImprovements: (text, signal) =>
      providerCall(() => assistant.suggestImprovements(text, signal)),
    close: () => assistant.close?.() ?? Promise.resolve(),
  };
}
