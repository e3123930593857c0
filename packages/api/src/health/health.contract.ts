import { z } from 'zod';
import { endpoint } from '../endpoint';

export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export type Health = z.infer<typeof healthSchema>;

export const healthContract = {
  get: endpoint({
    method: 'GET',
    path: '/health',
    summary: 'Liveness and database engine',
    auth: false,
    responses: { 200: healthSchema },
  }),
};
