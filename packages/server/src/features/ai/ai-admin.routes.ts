import { AI_KEY_MESSAGES, contract } from '@potluck/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { requireAdmin } from '../../plugins/auth';
import type { Services } from '../../services';

/** Admin System Settings: the AI provider key (spec 001 §7), never returned, only previewed. */
export function aiAdminRoutes(app: FastifyInstance, services: Services): void {
  const c = contract.aiAdmin;
  const { aiKeys, aiUsage } = services;
  const apiKeys = async () => {
    const s = await aiKeys.status();
    return { openai: { configured: s.configured, key_preview: s.key_preview, base_url: s.base_url, model: s.model } };
  };

  route(app, c.keyStatus, async ({ auth }) => {
    requireAdmin(auth);
    return aiKeys.status();
  });
  route(app, c.updateKey, async ({ auth, body }) => {
    requireAdmin(auth);
    return aiKeys.update(body);
  });
  route(app, c.testKey, async ({ auth }) => {
    requireAdmin(auth);
    const status = await aiKeys.status();
    if (!status.configured) return { success: false, message: status.message, connectivity: status.connectivity };
    const connectivity = await aiKeys.test();
    return {
      success: connectivity.status === 'working',
      message: connectivity.status === 'working' ? AI_KEY_MESSAGES.testCompleted : connectivity.message,
      connectivity,
    };
  });
  route(app, c.apiKeys, async ({ auth }) => {
    requireAdmin(auth);
    return apiKeys();
  });
  route(app, c.updateApiKeys, async ({ auth, body }) => {
    requireAdmin(auth);
    await aiKeys.update(body.openai);
    return apiKeys();
  });
  route(app, c.usage, async ({ auth, query }) => {
    requireAdmin(auth);
    return aiUsage.report(query.days);
  });
}
