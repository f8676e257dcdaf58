// What an AI service said when it refused a call (HTTP 4xx/5xx), for the operator's log: the
// provider's own message ("Incorrect API key provided", "model not found"), so a wrong key or
// model name can be fixed without guessing. Never the API key and never the prompt: a message
// that quotes the request is withheld, the key is masked, and the text is cut to a log line.

/** The most of a provider's message the log keeps. */
export const PROVIDER_MESSAGE_MAX = 200;
/** The most of an error body read (an error page may be large; the rest is drained unread). */
export const ERROR_BODY_MAX_BYTES = 16 * 1024;
/** A run of this many characters of the prompt inside the message: it quotes the request. */
const QUOTE_MIN = 24;

/** `{error: {message}}` (OpenAI, vLLM, LM Studio), `{error: "…"}` (Ollama) or `{message}`. */
function messageOf(body: string): string | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null; // an HTML error page or a proxy's text: nothing reliable to quote
  }
  const record = json as { error?: unknown; message?: unknown } | null;
  const error = record?.error;
  if (typeof error === 'string') return error;
  const nested = (error as { message?: unknown } | null | undefined)?.message;
  if (typeof nested === 'string') return nested;
  return typeof record?.message === 'string' ? record.message : null;
}

function quotes(message: string, texts: readonly string[]): boolean {
  for (let i = 0; i + QUOTE_MIN <= message.length; i += 1) {
    const window = message.slice(i, i + QUOTE_MIN);
    if (texts.some((text) => text.includes(window))) return true;
  }
  return false;
}

/**
 * The provider's message for the log, one line of at most PROVIDER_MESSAGE_MAX characters, or
 * null when the body holds none, or only one that quotes `prompts`.
 */
export function providerMessage(
  body: string,
  secret: { apiKey?: string; prompts: readonly string[] },
): string | null {
  const raw = messageOf(body);
  if (raw === null) return null;
  let message = raw.replace(/\s+/g, ' ').trim();
  if (secret.apiKey) message = message.replaceAll(secret.apiKey, '[API key]');
  message = message.replace(/\b(Bearer\s+)\S+/gi, '$1[API key]');
  if (message === '') return null;
  if (quotes(message.slice(0, PROVIDER_MESSAGE_MAX * 2), secret.prompts)) {
    return '(withheld: it quotes the request)';
  }
  return message.length <= PROVIDER_MESSAGE_MAX
    ? message
    : `${message.slice(0, PROVIDER_MESSAGE_MAX - 1).trimEnd()}…`;
}
