import { API_PREFIX } from '@potluck/api';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { Config } from './config';
import type { AppContext } from './context';
import { type Database, openDatabase } from './db/client';
import { startChangeFeed } from './db/change-feed';
import { migrate } from './db/migrate';
import { runScheduledBackup, startBackupSchedule } from './backup/backup-schedule';
import { adminRoutes } from './features/admin/admin.routes';
import { aiAdminRoutes } from './features/ai/ai-admin.routes';
import { aiRoutes } from './features/ai/ai.routes';
import { authRoutes } from './features/auth/auth.routes';
import { createPasswordHasher } from './features/auth/password.service';
import { createTokenService } from './features/auth/token.service';
import { healthRoutes } from './features/health/health.routes';
import { imagesRoutes } from './features/images/images.routes';
import { importRoutes } from './features/import/import.routes';
import { invitationsRoutes } from './features/invitations/invitations.routes';
import { usersRoutes } from './features/users/users.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { adminUsersRoutes } from './features/admin-users/admin-users.routes';
import { activityRoutes } from './features/activity/activity.routes';
import { backupsRoutes } from './features/backups/backups.routes';
import { bookmarksRoutes } from './features/bookmarks/bookmarks.routes';
import { recipesRoutes } from './features/recipes/recipes.routes';
import { referenceRoutes } from './features/reference/reference.routes';
import { shoppingRoutes } from './features/shopping/shopping.routes';
import { mealPlansRoutes } from './features/meal-plans/meal-plans.routes';
import { friendsRoutes } from './features/friends/friends.routes';
import { DETAILS } from './http/http-error';
import { drainOnClose } from './http/drain';
import { registerTextGuard } from './http/text-guard';
import { loggerOptions, type LogStream } from './logger';
import { type Mailer, createMailer } from './mail/mailer';
import { registerAuth } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/errors';
import { registerRateLimit } from './plugins/rate-limit';
import { pruneRateLimits } from './plugins/rate-limit-store';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { createServices } from './services';

export interface AppDeps {
  /** An open (e.g. cloned test) database; otherwise opened from config. Closed with the app either way. */
  database?: Database;
  mailer?: Mailer;
  /** Where log lines go (tests capture them); stdout otherwise. */
  logStream?: LogStream;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    // Long enough for every contract parameter, so the contract's own limits (and messages) decide.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 512 },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Every error the server writes has the one shape { detail }, those of the HTTP layer too.
    clientErrorHandler,
    frameworkErrors,
    return503OnClosing: false,
  });
  // Fastify hands a missing body to the validator as null; the contract's optional bodies mean undefined.
  app.setValidatorCompiler<ZodType>((req) => {
    const validate = validatorCompiler(req);
    return req.httpPart === 'body' ? (data: unknown) => validate(data ?? undefined) : validate;
  });
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text/plain body would otherwise reach the schemas as a string.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app, config.bodyLimitBytes);
  registerTextGuard(app);
  const drain = drainOnClose(app);

  // Opening PGlite takes most of a cold start; the plugins that do not need it register meanwhile.
  const opening = deps.database
    ? Promise.resolve(deps.database)
    : openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, logger: app.log });
  opening.catch(() => {}); // Awaited below; this only keeps an early failure from counting as unhandled.
  const mailer =
    deps.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.smtpFrom, dataDir: config.dataDir, log: app.log });
  app.addHook('onClose', async () => {
    await drain.settled(); // bounded by the shutdown's grace period
    mailer.close();
    await (await opening.catch(() => undefined))?.close();
  });

  try {
    await registerRateLimit(app, { database: opening, redisUrl: config.redisUrl, now: config.now });
    registerSecurityHeaders(app, config.publicUrl);
    await registerDocs(app, config.publicUrl);
    const webFallback = await registerWebApp(app, config.webDir);

    const database = await opening;
    const applied = await migrate(database);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'Database migrations applied');
    const ctx: AppContext = {
      config,
      database,
      db: database.db,
      log: app.log,
      mailer,
      passwords: createPasswordHasher(config.argon2),
      tokens: createTokenService(config),
    };
    const services = createServices(ctx);

    registerAuth(app, services.sessions);
    // Any successful write may change what a page of recipes shows (a recipe, a like, a bookmark, a photo, a
    // name), who may see a photo or whether a session still counts (logout, deactivation, a new role): forget
    // all three before the answer leaves, so the next read is fresh, and tell the other server processes on
    // this database to do the same (decision 008).
    const forgetCached = () => {
      services.recipeLists.forget();
      services.recipeReads.forget();
      services.images.forgetAccess();
      services.sessions.forget();
      services.shoppingLists.forget();
      services.mealPlans.forget();
      services.adminUsers.forget();
      services.friendships.forget();
      services.friendSearch.forget();
      services.activityFeed.forget();
    };
    // Another process's write may also be a member's category correction: read those again.
    const heard = () => {
      forgetCached();
      services.shoppingCategories.reload();
    };
    const changes = await startChangeFeed(database, heard, app.log);
    app.addHook('onClose', () => changes.close());
    app.addHook('onClose', () => services.friendSearch.flushCounts());
    app.addHook('onSend', async (request, reply) => {
      if (READ_METHODS.has(request.method) || reply.statusCode >= 400 || request.routeOptions.config.readOnly) return;
      forgetCached();
      changes.announce();
    });
    await app.register(
      async (api) => {
        // First: its onSend hook (deleting the files of deleted recipes and users) must cover the routes below.
        await imagesRoutes(api, services);
        healthRoutes(api, services);
        authRoutes(api, services, config.rateLimits);
        usersRoutes(api, services);
        profileRoutes(api, services);
        adminUsersRoutes(api, services);
        invitationsRoutes(api, services);
        adminRoutes(api, services);
        backupsRoutes(api, services);
        aiAdminRoutes(api, services);
        aiRoutes(api, services);
        recipesRoutes(api, services);
        await importRoutes(api, services);
        bookmarksRoutes(api, services);
        activityRoutes(api, services);
        referenceRoutes(api, services);
        shoppingRoutes(api, services);
        mealPlansRoutes(api, services);
        friendsRoutes(api, services);
      },
      { prefix: API_PREFIX },
    );
    app.setNotFoundHandler((request, reply) => {
      if (!request.url.startsWith('/api')) {
        const answered = webFallback(request, reply);
        if (answered) return answered;
      }
      return reply.code(404).send({ detail: DETAILS.notFound });
    });

    await services.attempts.prune();
    await pruneRateLimits(database, config.now());
    await services.images.purgeTrash();
    // Backup files without rows (kept from before decision 024, or after a restore) are listed again.
    await services.backups.adopt().catch((err: unknown) => app.log.warn({ err }, 'Backup files not adopted'));
    // Before setup: with the demo family present, no first-run invitation is needed.
    if (config.demo) await services.demo.seed();
    await services.setup.run();
    // Invitation mail that failed is tried again by every process (claims keep a try from running twice).
    const delivery = services.invitations.startDelivery();
    app.addHook('onClose', async () => delivery.stop());
    // Before the database closes: a running backup stops between two batches.
    app.addHook('onClose', () => services.backups.close());
    const schedule = config.backups;
    if (schedule && schedule.everyHours > 0) {
      const check = () => runScheduledBackup(database, services.backups, schedule, config.now);
      const timer = startBackupSchedule(check, app.log);
      app.addHook('onClose', async () => timer.stop());
    }
    await app.ready();
  } catch (err) {
    await app.close();
    throw err;
  }
  return app;
}
