import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint of the API. The server registers its route from this object and the client
 * derives its typed call from it, so a path or a field cannot drift between the two.
 * Paths are relative to /api/v1 and use `:name` for parameters.
 */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  summary: string;
  /** Longer text for the API docs (definitions of computed figures, for example). */
  description?: string;
  /** false for the few public calls (login, register, refresh, invitation validation, health). */
  auth: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * A multipart/form-data body, which a zod body cannot describe: the route reads the parts itself. Names the
   * file part (and the text fields), so tools that call every endpoint (the contract sweep) can send one.
   */
  multipart?: { file: string; fields?: readonly string[] };
  /** Success responses by status; 204 uses z.undefined()/z.null(). */
  responses: Record<number, z.ZodType>;
}

export const endpoint = <const E extends Endpoint>(e: E): E => e;

export type Contract = Record<string, Record<string, Endpoint>>;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type Field<K extends string, S> = S extends z.ZodType ? { [P in K]: InputOf<S> } : { [P in K]?: never };

/** What a client call takes: only the parts the endpoint declares. */
export type RequestOf<E extends Endpoint> = Field<'params', E['params']> &
  Field<'query', E['query']> &
  Field<'body', E['body']>;

type SuccessStatus = 200 | 201 | 204;
/** What a client call resolves to: the output of its success response. */
export type ResponseOf<E extends Endpoint> = {
  [S in keyof E['responses'] & SuccessStatus]: E['responses'][S] extends z.ZodType
    ? z.output<E['responses'][S]>
    : never;
}[keyof E['responses'] & SuccessStatus];

/** Substitute `:name` parameters, URL-encoded. */
export function buildPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter: ${name}`);
    return encodeURIComponent(String(value));
  });
}
