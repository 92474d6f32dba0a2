import { z } from 'zod';
import { answers } from './command';
import type { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { buildContext } from '../graphql/build-context';
import type { GraphQLContext } from '../graphql/context';
import { withQueryStats, type QueryStats } from '../database/query-stats';
import type { Logger } from '../logger';
import { apiKeysRouter } from '../modules/apikeys/edge';
import { auditRouter } from '../modules/audit/edge';
import { authRouter, membersRouter, passwordResetRouter } from '../modules/auth/edge';
import { exposureRouter } from '../modules/exposure/edge';
import { hedgesRouter } from '../modules/hedges/edge';
import { customersRouter } from '../modules/customers/edge';
import { parseInvoiceId } from '../modules/invoices';
import { creditNotesRouter, invoicesRouter } from '../modules/invoices/edge';
import { accountRouter } from '../modules/profile/edge';
import { profileRouter } from '../modules/profile/edge';
import { ratesRouter } from '../modules/rates/edge';
import { creditNoteExportRouter, invoiceExportRouter, invoiceMailRouter, remindersRouter, reportsRouter } from '../modules/reports/edge';
import { scenarioExportsRouter } from '../modules/reports/edge';
import { scenariosRouter } from '../modules/scenarios/edge';
import { webhooksRouter } from '../modules/webhooks/edge';
import type { Services } from '../services';
import { jsonBody, REST_BODY_LIMIT } from './body-limits';
import { apiNotFound, restErrorHandler } from './errors';
import { graphqlHttp } from './graphql-http';
import { openApiRoutes } from './openapi';
import { authenticate, readOnlyKeys, requestId, requireUser, strictQueryString } from './request';
import { compressJson, mountWeb } from './web';

export interface AppDeps {
  config: Pick<Config, 'webDist' | 'trustProxy' | 'sqlStats' | 'graphqlBodyLimit' | 'anonymousBodyLimit'>;
  services: Services;
  clock: Clock;
  log: Logger;
  apollo: ApolloServer<GraphQLContext>;
  /** Answers /healthz: resolves when the database answers. */
  health: () => Promise<void>;
  /** Called after each request with the SQL statements it ran (tests, bench, diagnostics). */
  onRequestStats?: (info: RequestStats) => void;
}

export interface RequestStats {
  method: string;
  path: string;
  status: number;
  statements: number;
  sql: string[];
}

/** Requests running more statements than this are logged: a likely N+1. */
const MANY_STATEMENTS = 25;

/** Paths that belong to the API; anything else under GET is the web app. */
const API_PREFIXES = ['/graphql', '/auth', '/me', '/healthz'];
const DOC_PATHS = ['/openapi.json', '/api/docs'];

/** The one express app: security headers, /graphql, the REST paths, then the built web. */
export function createApp({ config, services, clock, log, apollo, health, onRequestStats }: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestId());
  // Counting statements per request needs AsyncLocalStorage, whose promise hooks slow every
  // request on Node 20: on only where someone reads the counts (tests, bench, SQL_STATS).
  if (onRequestStats || config.sqlStats) app.use(countStatements(log, onRequestStats));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          objectSrc: ["'none'"],
        },
      },
    }),
  );
  app.use(compressJson());
  app.use(authenticate(services.auth, services.apiKeys, clock));
  app.use(readOnlyKeys());
  // The REST edge and the documents of it refuse a query string that is not UTF-8 (QUERY_CHECKED in openapi-operation.ts).
  app.use([...API_PREFIXES, ...DOC_PATHS, '/invoices'], strictQueryString());

  app.get(
    '/healthz',
    answers(
      { summary: 'Whether the api and its database answer', schema: z.strictObject({ status: z.literal('ok') }) },
      async (_req, res) => {
        await health();
        res.json({ status: 'ok' });
      },
    ),
  );
  app.use(
    '/graphql',
    jsonBody({ signedIn: config.graphqlBodyLimit, anonymous: config.anonymousBodyLimit }),
    graphqlHttp(),
    expressMiddleware(apollo, {
      context: async ({ req }) => buildContext(req, services, clock),
    }),
  );

  app.use(jsonBody({ signedIn: REST_BODY_LIMIT, anonymous: config.anonymousBodyLimit }));
  const people = membersRouter(services.members, clock);
  app.use(authRouter(services.auth, clock), passwordResetRouter(services.passwordResets, clock), people.invitations);
  app.use(invoiceExportRouter(services.exports, clock, log));
  app.use(
    '/me',
    requireUser(),
    // Before the invoices router: its /invoices/{id}/{action} would take /invoices/{id}/emails.
    invoiceMailRouter(services.invoiceMail, clock),
    remindersRouter(services.reminders, clock),
    creditNotesRouter(services.creditNotes, clock),
    creditNoteExportRouter(services.creditNoteExports, clock),
    invoicesRouter(services.invoices, services.invoiceImport, clock),
    customersRouter(services.customers, clock),
    auditRouter(services.audit, (ctx, id) => services.invoices.get(ctx, parseInvoiceId(id)), clock),
    reportsRouter(services.exports, services.reportJobs, clock, log),
    profileRouter(services.profile, clock),
    accountRouter(services.account, clock),
    people.team,
  );
  app.use(
    '/me',
    requireUser(),
    exposureRouter(services.exposure, clock, (ctx) => services.hedges.openPositions(ctx)),
    hedgesRouter(services.hedges, clock),
    scenariosRouter(services.scenarios, services.exposure, clock),
    scenarioExportsRouter(services.scenarioExports, clock),
    ratesRouter(services.rates, services.ratesFeed, clock),
  );
  app.use('/me', requireUser(), apiKeysRouter(services.apiKeys, clock), webhooksRouter(services.webhooks, clock));
  const docs = openApiRoutes(app, '1');
  app.get('/openapi.json', answers({ summary: 'This document (OpenAPI 3.1)', media: ['application/json'] }, docs.json));
  app.get('/api/docs', answers({ summary: 'This document as a page', media: ['text/html'] }, docs.page));
  app.use(API_PREFIXES, apiNotFound());
  mountWeb(app, config.webDist);
  app.use(restErrorHandler(log));
  return app;
}

/** Runs each request in its own statement counter and reports the count when it finishes. */
function countStatements(log: Logger, report?: (info: RequestStats) => void): express.RequestHandler {
  return (req, res, next) => {
    const stats: QueryStats = { statements: 0, sql: [] };
    res.on('finish', () => {
      if (stats.statements > MANY_STATEMENTS) {
        log.warn('request ran many SQL statements', { requestId: req.requestId, path: req.path, statements: stats.statements });
      }
      report?.({ method: req.method, path: req.originalUrl, status: res.statusCode, statements: stats.statements, sql: stats.sql });
    });
    withQueryStats(next, stats);
  };
}
