/** The settable config keys, apart from their zod schemas (config-file.ts) so help stays light. */
export const CONFIG_KEYS = ['server'] as const;
export type ConfigKey = (typeof CONFIG_KEYS)[number];
