import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake does with one chat completion: answer JSON, answer raw text, fail with a status, or hang. */
export type FakeReply =
  | { json: unknown }
  | { content: string }
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | { hang: true };

export interface FakeRequest {
  path: string;
  authorization: string | undefined;
  body:
    | {
        model?: string;
        messages?: Array<{ role: string; content: string }>;
        response_format?: { json_schema?: { name?: string } };
      }
    | undefined;
}

/** Answers by JSON schema name when nothing is queued; gets the request so answers can follow the input. */
export type FakeResponder = (schemaName: string, request: FakeRequest) => unknown;

export interface FakeOpenAi {
  /** Base URL to configure as the provider's (ends in /v1). */
  url: string;
  /** The key it accepts; any other gets 401 like OpenAI's. */
  key: string;
  requests: FakeRequest[];
  /** Replies for the next chat completions, in order; afterwards the responder answers. */
  enqueue(...replies: FakeReply[]): void;
  respond(schemaName: string, answer: (request: FakeRequest) => unknown): void;
  close(): Promise<void>;
}

const usage = { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 };

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function completion(content: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    usage,
  };
}

async function readBody(req: IncomingMessage): Promise<FakeRequest['body']> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * A local OpenAI-compatible server for tests only (never the app): GET /v1/models and POST
 * /v1/chat/completions on 127.0.0.1, with queued failures (401, 429, 500, malformed JSON, a hang) and
 * per-schema answers.
 */
export async function startFakeOpenAi(
  options: { key?: string; responders?: Record<string, (request: FakeRequest) => unknown> } = {},
): Promise<FakeOpenAi> {
  const key = options.key ?? 'sk-test-fake-0123456789abcd';
  const queue: FakeReply[] = [];
  const responders = new Map(Object.entries(options.responders ?? {}));
  const requests: FakeRequest[] = [];
  const hanging = new Set<ServerResponse>();

  const server = createServer(async (req, res) => {
    const request: FakeRequest = {
      path: req.url ?? '',
      authorization: req.headers.authorization,
      body: req.method === 'POST' ? await readBody(req) : undefined,
    };
    requests.push(request);
    if (request.authorization !== `Bearer ${key}`) {
      return send(res, 401, {
        error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' },
      });
    }
    if (req.method === 'GET' && request.path === '/v1/models')
      return send(res, 200, { object: 'list', data: [{ id: 'fake-model', object: 'model' }] });
    if (req.method !== 'POST' || request.path !== '/v1/chat/completions')
      return send(res, 404, { error: { message: 'Not found' } });

    const reply = queue.shift();
    if (reply && 'hang' in reply) return void hanging.add(res);
    if (reply && 'status' in reply)
      return send(
        res,
        reply.status,
        reply.body ?? { error: { message: `Fake failure ${reply.status}` } },
        reply.headers,
      );
    if (reply && 'content' in reply) return send(res, 200, completion(reply.content));
    if (reply && 'json' in reply) return send(res, 200, completion(JSON.stringify(reply.json)));
    const name = request.body?.response_format?.json_schema?.name ?? '';
    const responder = responders.get(name);
    if (!responder) return send(res, 500, { error: { message: `The fake has no answer for schema "${name}"` } });
    return send(res, 200, completion(JSON.stringify(responder(request))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    key,
    requests,
    enqueue: (...replies) => void queue.push(...replies),
    respond: (name, answer) => void responders.set(name, answer),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The last user message of a request: what the feature sent for the member. */
export const lastUserMessage = (request: FakeRequest): string =>
  [...(request.body?.messages ?? [])].reverse().find((m) => m.role === 'user')?.content ?? '';
