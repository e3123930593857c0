import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Mailer } from './mail/mailer';
import type { PasswordHasher } from './features/auth/password.service';
import type { TokenService } from './features/auth/token.service';

/** What every service may use; built once in buildApp. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  log: FastifyBaseLogger;
  mailer: Mailer;
  passwords: PasswordHasher;
  tokens: TokenService;
}
