import type { FastifyServerOptions } from 'fastify';

export interface LogStream {
  write(line: string): void;
}

// Tokens travel in a few URLs (invitation validation, the register link); they must not reach the logs.
const TOKEN_IN_URL = [/(\/invitations\/validate\/)[^/?#]+/, /([?&]token=)[^&#]+/];
export const redactUrl = (url: string): string => TOKEN_IN_URL.reduce((u, re) => u.replace(re, '$1[redacted]'), url);

/** pino settings: secrets redacted wherever they could appear in a logged object. */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.current_password',
        '*.new_password',
        '*.confirm_password',
        '*.access_token',
        '*.refresh_token',
        '*.invitation_token',
        '*.token',
        '*.passwordHash',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}
