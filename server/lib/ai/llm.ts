import type { Config } from '../../config';

/**
 * The optional language model: any OpenAI-compatible endpoint (a hosted API, vLLM, Ollama…) set by
 * LLM_BASE_URL / LLM_API_KEY / LLM_MODEL (and LLM_EMBEDDINGS_MODEL for embeddings). Plain fetch, no SDK.
 * The product works without it; callers treat every failure as "no model" and fall back.
 */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatOptions {
  temperature?: number;
  maxTokens?: number;
  /** Ask for a JSON object (response_format json_object). */
  json?: boolean;
  timeoutMs?: number;
}

export interface LlmClient {
  readonly model: string;
  chat(messages: ChatMessage[], opts?: ChatOptions): Promise<string>;
  /** Present only when an embeddings model is configured. */
  embed?(texts: string[]): Promise<number[][]>;
}

export class LlmError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

type Fetch = typeof fetch;

export function createLlmClient(settings: Config['llm'], fetchImpl: Fetch = fetch): LlmClient | null {
  if (!settings) return null;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;

  async function post<T>(path: string, body: unknown, timeoutMs: number): Promise<T> {
    let res: Response;
    try {
      res = await fetchImpl(`${settings!.baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      throw new LlmError(`The language model could not be reached: ${(err as Error).message}`);
    }
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      throw new LlmError(`The language model answered ${res.status}: ${text.slice(0, 300)}`, res.status);
    }
    return (await res.json()) as T;
  }

  const client: LlmClient = {
    model: settings.model,
    async chat(messages, opts = {}) {
      const body: Record<string, unknown> = { model: settings.model, messages, temperature: opts.temperature ?? 0 };
      if (opts.maxTokens) body.max_tokens = opts.maxTokens;
      if (opts.json) body.response_format = { type: 'json_object' };
      const data = await post<{ choices?: { message?: { content?: string | null } }[] }>('/chat/completions', body, opts.timeoutMs ?? 60_000);
      const content = data.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new LlmError('The language model returned no message.');
      return content;
    },
  };
  if (settings.embeddingsModel) {
    const embeddingsModel = settings.embeddingsModel;
    client.embed = async (texts) => {
      const data = await post<{ data?: { index: number; embedding: number[] }[] }>('/embeddings', { model: embeddingsModel, input: texts }, 60_000);
      const list = [...(data.data ?? [])].sort((a, b) => a.index - b.index).map((d) => d.embedding);
      if (list.length !== texts.length) throw new LlmError('The embeddings endpoint returned the wrong number of vectors.');
      return list;
    };
  }
  return client;
}

/** The JSON object in a model's reply (models sometimes wrap it in prose or a code fence). */
export function parseJsonReply<T>(reply: string): T | null {
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(reply.slice(start, end + 1)) as T;
  } catch {
    return null;
  }
}
