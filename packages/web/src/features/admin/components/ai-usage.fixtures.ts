import type { AiUsage } from '@potluck/api';

export const weekOfUsage: AiUsage = {
  since: '2026-11-14T12:00:00.000Z',
  calls: 42,
  failed: 3,
  tokens: 18_400,
  by_feature: [
    { feature: 'chef_questions', calls: 25, tokens: 11_000, avg_latency_ms: 1840 },
    { feature: 'recipe_parsing', calls: 17, tokens: 7_400, avg_latency_ms: 2310 },
  ],
  by_user: [
    { user_id: 2, username: 'priya_moretti', calls: 30, tokens: 13_000 },
    { user_id: 3, username: 'sofia_bakes', calls: 12, tokens: 5_400 },
  ],
};

export const quietWeek: AiUsage = {
  since: '2026-11-14T12:00:00.000Z',
  calls: 0,
  failed: 0,
  tokens: 0,
  by_feature: [],
  by_user: [],
};
