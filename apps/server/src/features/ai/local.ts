// The `local` AI provider (DESIGN §1): the offline writing assistant of packages/writing-assistant
// behind the provider interface. It runs in a worker thread of its own that starts on the first
// call and stops after minutes without one, so loading its dictionary (~1 s) and its work never
// block other requests, and an idle server does not hold its memory. A cancelled call becomes the provider error the charging code knows (nothing
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
    if (error instanceof WritingCancelledError) throw new AiProviderError(error.message, 'timeout');
    throw error;
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
