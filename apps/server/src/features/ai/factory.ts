// One AI provider per app (DESIGN §1), chosen by AI_PROVIDER.
import type { TConfig } from '../../config';
import { createLocalProvider } from './local';
import { createOpenAiProvider } from './openai-provider';
import type { TAiProvider } from './provider';

export function createAiProvider(ai: TConfig['ai']): TAiProvider {
  if (ai.provider === 'local') return createLocalProvider();
  // The config refuses AI_PROVIDER=openai without AI_MODEL.
  if (!ai.model) throw new Error('AI_MODEL is required when AI_PROVIDER=openai');
  return createOpenAiProvider({
    baseUrl: ai.baseUrl,
    apiKey: ai.apiKey,
    model: ai.model,
    timeoutMs: ai.timeoutMs,
  });
}
