import { join } from 'node:path';
import {
  ApiError,
  memoryTokenStore,
  NETWORK_ERROR_MESSAGE,
  NETWORK_ERROR_STATUS,
  type StoredTokens,
  type TokenStore,
} from '@potluck/api';
import { createClient, type PotluckClient } from '@potluck/api/client';
import { fileTokenStore } from '@potluck/api/node';
import { DEFAULT_SERVER, readConfig, serverUrlSchema } from './config-file';
import { NOT_LOGGED_IN_MESSAGE, SESSION_EXPIRED_MESSAGE, UsageError, UserError } from './errors';
import type { Io } from './io';
import { clearSession, readSession, tokensPath, writeSession, type Session } from './session-file';

/** The program-wide options (see index.ts), available to every command. */
export interface GlobalOptions {
  server?: string;
  json?: boolean;
  configDir?: string;
  yes?: boolean;
}

/**
 * What a command needs besides its own options: which server, the session, how to print.
 * Load it with openContext(): this module pulls in the api client and zod.
 */
export class Context {
  readonly json: boolean;
  readonly configDir: string;
  readonly tokenStore: TokenStore;

  constructor(
    readonly io: Io,
    private readonly options: GlobalOptions,
  ) {
    this.json = options.json === true;
    this.configDir = options.configDir ?? defaultConfigDir(io);
    this.tokenStore = fileTokenStore(tokensPath(this.configDir));
  }

  /** Prompts are allowed only for a person at a terminal who did not say --yes. */
  get canPrompt(): boolean {
    return this.io.interactive && this.options.yes !== true;
  }

  /**
   * --server, else the config's server, else $POTLUCK_SERVER, else the server of the current
   * session (so `login --server X` then `whoami` just works), else the local default.
   */
  async server(): Promise<string> {
    if (this.options.server !== undefined) return checkServer(this.options.server, '--server', UsageError);
    const config = await readConfig(this.configDir);
    if (config.server) return config.server;
    const fromEnv = this.io.env.POTLUCK_SERVER;
    if (fromEnv) return checkServer(fromEnv, 'POTLUCK_SERVER', UserError);
    return (await this.session())?.server ?? DEFAULT_SERVER;
  }

  /** A client for `server`, keeping tokens in the config folder unless another store is given. */
  client(server: string, tokenStore: TokenStore = this.tokenStore): PotluckClient {
    return createClient({ baseUrl: server, tokenStore, fetch: this.io.fetch });
  }

  /**
   * A client for calls that need the signed-in user. Fails early, without a request, when there are
   * no tokens or they were issued by another server than the one this command talks to.
   */
  async sessionClient(): Promise<PotluckClient> {
    const server = await this.server();
    if (!(await this.tokenStore.get())) throw new UserError(NOT_LOGGED_IN_MESSAGE, { status: 401 });
    const session = await this.session();
    if (session && session.server !== server) {
      throw new UserError(
        `You are logged in to ${session.server}, not ${server}. Use \`--server ${session.server}\`, or run \`potluck login --server ${server}\` first.`,
      );
    }
    return this.client(server);
  }

  /** Which server issued the stored tokens (null before the first login). */
  session = (): Promise<Session | null> => readSession(this.configDir);
  saveSession = (session: Session): Promise<void> => writeSession(this.configDir, session);
  clearSession = (): Promise<void> => clearSession(this.configDir);

  /**
   * Ends a session the user no longer holds (replaced by a new login) on the server that issued
   * it. Best effort: the client's logout never fails.
   */
  async revoke(session: Session, tokens: StoredTokens): Promise<void> {
    await this.client(session.server, memoryTokenStore(tokens)).logout();
  }

  /** Runs an API call and turns its failure into a message for the user. */
  async call<T>(run: () => Promise<T>, options: { authenticated: boolean }): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw explainApiError(error, options.authenticated);
    }
  }

  /** Prints `value` as JSON with --json, else the human text. */
  print(value: unknown, text: string): void {
    if (this.json) this.io.stdout(`${JSON.stringify(value, null, 2)}\n`);
    else if (text) this.io.stdout(`${text}\n`);
  }

  /** Extra remarks for people (not scripts): stderr, and silent with --json. */
  note(text: string): void {
    if (!this.json) this.io.stderr(`${text}\n`);
  }
}

/**
 * Turns a failed API call into what the user should read. `authenticated` says the call carried
 * our tokens, so a 401 (after the client's one refresh-and-retry) means the session is over.
 */
export function explainApiError(error: unknown, authenticated: boolean): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.status === NETWORK_ERROR_STATUS)
    return new UserError(NETWORK_ERROR_MESSAGE, { status: NETWORK_ERROR_STATUS });
  if (error.status === 401 && authenticated) return new UserError(SESSION_EXPIRED_MESSAGE, { status: 401 });
  return new UserError(error.detailText ?? error.message, { status: error.status });
}

export function defaultConfigDir(io: Pick<Io, 'env' | 'homeDir'>): string {
  const base = io.env.XDG_CONFIG_HOME || join(io.homeDir, '.config');
  return join(base, 'potluck');
}

function checkServer(value: string, source: string, ErrorType: typeof UserError): string {
  const parsed = serverUrlSchema.safeParse(value);
  if (!parsed.success) throw new ErrorType(`Invalid ${source} "${value}": must be an http:// or https:// URL.`);
  return parsed.data;
}
