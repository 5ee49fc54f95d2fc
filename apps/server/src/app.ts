import cookie from '@fastify/cookie';
import '@minda/contracts/locale';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@minda/contracts/paths';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import accountRecoveryRoutes from './modules/auth/account-recovery.routes.ts';
import authRoutes, { legacyAuthRoutes } from './modules/auth/auth.routes.ts';
import signupEmailRoutes from './modules/auth/signup-email.routes.ts';
import bannersRoutes from './modules/content/banners.routes.ts';
import editorialRoutes from './modules/content/editorial.routes.ts';
import membersRoutes from './modules/members/members.routes.ts';
import mypageRoutes from './modules/mypage/mypage.routes.ts';
import { healthRoutes, openapiRoutes } from './modules/system/system.routes.ts';
import wishesRoutes from './modules/wishes/wishes.routes.ts';
import mindaOnlyRoutes from './modules/content/minda-only.routes.ts';
import citySearchLogRoutes from './modules/search/city-search-log.routes.ts';
import promotionsRoutes from './modules/stays/stay-promotions.routes.ts';
import staysSearchRoutes from './modules/stays/stay-search.routes.ts';
import hotelSearchRoutes from './modules/hotels/hotel-search.routes.ts';
import tourListRoutes from './modules/tours/tour-search.routes.ts';
import reviewsRoutes from './modules/reviews/reviews.routes.ts';
import reviewWritingRoutes from './modules/reviews/review-writing.routes.ts';
import hotelListsRoutes from './modules/hotels/hotel-lists.routes.ts';
import stayListsRoutes from './modules/stays/stay-lists.routes.ts';
import stayPlusRoutes from './modules/stays/stay-plus.routes.ts';
import tourListsRoutes from './modules/tours/tour-lists.routes.ts';
import tourRecommendRoutes from './modules/tours/tour-recommend.routes.ts';
import searchRoutes from './modules/search/search.routes.ts';
import bookingPaymentsRoutes from './modules/bookings/booking-payments.routes.ts';
import bookingJobs from './modules/bookings/booking-jobs.ts';
import pointsJobs from './modules/points/points-jobs.ts';
import reviewJobs from './modules/reviews/review-jobs.ts';
import mypageJobs from './modules/mypage/mypage-jobs.ts';
import pointsRoutes from './modules/points/points.routes.ts';
import couponsRoutes from './modules/coupons/coupons.routes.ts';
import bookingsRoutes from './modules/bookings/bookings.routes.ts';
import partnerBookingsRoutes from './modules/bookings/partner-bookings.routes.ts';
import chatRoutes from './modules/chat/chat.routes.ts';
import adminBookingsRoutes from './modules/bookings/admin-bookings.routes.ts';
import operatorsRoutes from './modules/operators/operators.routes.ts';
import auditRoutes from './modules/audit/audit.routes.ts';
import adminHotelRoutes from './modules/catalogue/admin-hotels.routes.ts';
import adminTourRoutes from './modules/catalogue/admin-tours.routes.ts';
import catalogueRoutes from './modules/catalogue/catalogue.routes.ts';
import seoRoutes from './modules/seo/seo.routes.ts';
import routeAccess, { access, withPluginAccess } from './platform/access.ts';
import auth from './platform/auth.ts';
import compress from './platform/compress.ts';
import { keepRowsFor } from './platform/kept-rows.ts';
import publicCache, { answerVisitorHit, publicCacheAnswers, serverWithShortcut, type RequestShortcut } from './platform/public-cache.ts';
import pgliteGate, { servesOneQueryAtATime } from './platform/pglite-gate.ts';
import database from './platform/database.ts';
import drain from './platform/drain.ts';
import errors, { clientErrorHandler, frameworkErrors } from './platform/errors.ts';
import idempotency from './platform/idempotency.ts';
import jobs from './platform/jobs.ts';
import mail from './platform/mail.ts';
import { loggerOptions, type LogStream } from './platform/logging.ts';
import securityHeaders from './platform/security-headers.ts';
import textInput from './platform/text-input.ts';
import openapi from './platform/openapi.ts';
import payments from './platform/payments/payments-plugin.ts';
import { testGatewayWindowRoutes } from './platform/payments/test-gateway-window.ts';
import realtime from './platform/realtime.ts';
import storage from './platform/storage.ts';
import rateLimits from './platform/rate-limit.ts';
import webStatic from './platform/web-static.ts';
import xsrf from './platform/xsrf.ts';

export type AppDeps = {
  config: Config;
  db: Database;
  /** Secret that signs tokens; main.ts resolves it (env or DATA_DIR/secret). */
  secret: string;
  /** Where logs go instead of stdout (tests read them). */
  logStream?: LogStream;
};

/** Builds the whole app without listening: main.ts listens, tests call it through inject(). */
export async function buildApp({ config, db, secret, logStream }: AppDeps): Promise<FastifyInstance> {
  // Set once the public cache exists, cleared when the app closes (see serverWithShortcut).
  let shortcut: RequestShortcut | undefined;
  const app = Fastify({
    serverFactory: (handler, options) => serverWithShortcut(handler, options, () => shortcut),
    logger: loggerOptions(config, logStream),
    frameworkErrors,
    clientErrorHandler,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errors);
  // Before the database's users: close waits for running handlers, then main.ts closes the pool.
  await app.register(drain);
  await app.register(securityHeaders, { config });
  // Before cookie parsing: a visitor's repeated call is answered from the cache with nothing else done.
  await app.register(publicCache, { config });
  shortcut = (request, response) => answerVisitorHit(app.publicCache, app.dataSecurityHeaders, request, response);
  app.addHook('preClose', (done) => {
    shortcut = undefined;
    done();
  });
  await app.register(textInput);
  await app.register(cookie, { secret });
  // After cookie (its onSend has written Set-Cookie, which makes an answer private) and before compress
  // (its onSend keeps the JSON string a route produced, before compress encodes it).
  await app.register(publicCacheAnswers);
  // After the public cache: a cached answer is sent before the gate and never queues for the database.
  if (servesOneQueryAtATime(db)) await app.register(pgliteGate);
  await app.register(compress);
  await app.register(database, { db });
  // The visitors' cards and city names the results read, kept while this app hears the public cache's drops.
  const forgetKeptRows = keepRowsFor(db, app.publicCache);
  app.addHook('onClose', (_app, done) => {
    forgetKeptRows();
    done();
  });
  await app.register(jobs, { pollMs: config.jobsPollMs });
  await app.register(mail, config.mail);
  await app.register(openapi);
  await app.register(xsrf, { config, secret });
  await app.register(auth, { config, secret });
  // Before any route: every route registered after it must declare who may call it.
  await app.register(routeAccess);
  await app.register(idempotency);
  await app.register(rateLimits, { config });
  await app.register(storage, { config });
  await app.register(realtime, { config, secret });
  await app.register(payments, { config, secret });
  await app.register(bookingJobs, { linkBaseUrl: config.mail.linkBaseUrl });
  await app.register(pointsJobs);
  await app.register(reviewJobs);
  await app.register(mypageJobs);

  await app.register(healthRoutes);
  await app.register(seoRoutes, { config });
  await app.register(legacyAuthRoutes, { config, secret });
  await app.register(
    // Registered in the order the routes were first delivered, not by module: it is the order of the paths
    // in openapi.json, which must not change.
    async (api) => {
      await api.register(openapiRoutes);
      await api.register(authRoutes, { config, secret });
      await api.register(accountRecoveryRoutes, { config, secret });
      await api.register(signupEmailRoutes, { secret });
      await api.register(stayListsRoutes);
      await api.register(tourListsRoutes);
      await api.register(tourRecommendRoutes);
      await api.register(stayPlusRoutes);
      await api.register(hotelListsRoutes);
      await api.register(bannersRoutes);
      await api.register(editorialRoutes);
      await api.register(membersRoutes);
      await api.register(wishesRoutes);
      await api.register(mindaOnlyRoutes);
      await api.register(citySearchLogRoutes);
      await api.register(promotionsRoutes);
      await api.register(staysSearchRoutes);
      await api.register(hotelSearchRoutes);
      await api.register(tourListRoutes);
      await api.register(reviewsRoutes);
      await api.register(searchRoutes);
      await api.register(bookingPaymentsRoutes, { config });
      if (app.testPaymentWindow) await api.register(testGatewayWindowRoutes(app.testPaymentWindow));
      await api.register(bookingsRoutes);
      await api.register(partnerBookingsRoutes);
      await api.register(chatRoutes, { config });
      await api.register(adminBookingsRoutes, { config });
      await api.register(operatorsRoutes, { secret, config });
      await api.register(catalogueRoutes, { secret, config });
      await api.register(adminTourRoutes, { config });
      await api.register(adminHotelRoutes, { config });
      await api.register(auditRoutes, { config });
      await api.register(reviewWritingRoutes);
      await api.register(pointsRoutes);
      await api.register(couponsRoutes);
      await api.register(mypageRoutes, { config });
    },
    { prefix: API_PREFIX },
  );
  // Images and the built pages are public; @fastify/static's routes cannot carry a route config of their own.
  const web = { webDistDir: config.webDistDir, webSsrDir: config.webSsrDir, uploadsDir: config.uploadsDir, renderBudgetMs: config.pageRenderBudgetMs, publicBaseUrl: config.publicBaseUrl, secret };
  await withPluginAccess(app, access.public, () => app.register(webStatic, web));
  return app;
}
