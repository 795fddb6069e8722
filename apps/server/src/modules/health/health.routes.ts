import { healthResponse } from '@portal/shared/api';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { openApiDocument, route, routesOf } from '../../lib/route.ts';
import { pingDatabase } from './health.queries.ts';

export function registerHealthRoutes(app: Hono<AppEnv>) {
  route(
    app,
    { method: 'get', path: '/api/health', summary: 'Liveness with a database check', tags: ['system'], access: 'public', response: healthResponse },
    async (c) => {
      try {
        await pingDatabase(c.get('deps').db);
      } catch {
        throw new AppError('unavailable', 'Database unavailable');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );

  app.get('/api/openapi.json', (c) => c.json(openApiDocument(routesOf(app))));
}
