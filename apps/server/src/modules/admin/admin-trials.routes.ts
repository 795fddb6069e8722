import {
  adminTrial,
  adminTrialList,
  adminTrialsQuery,
  countResponse,
  idResponse,
  sendResult,
  trialBulkRequest,
  trialInput,
  trialReminderRequest,
  trialSummary,
} from '@portal/shared/admin';
import { okResponse, uuidParam } from '@portal/shared/api';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { paged, pageWindow } from '../../lib/paging.ts';
import { route } from '../../lib/route.ts';
import * as q from './admin-trials.queries.ts';
import * as service from './admin-trials.service.ts';

const tags = ['admin'];

export function registerAdminTrialRoutes(app: Hono<AppEnv>) {
  route(
    app,
    {
      method: 'get',
      path: '/api/admin/product-trials',
      summary: 'List trials with activation counts and ratings',
      tags,
      access: 'admin',
      query: adminTrialsQuery,
      response: adminTrialList,
    },
    async (c, { query }) => {
      const { items, total } = await q.listTrials(c.get('deps').db, query, pageWindow(query));
      return paged(items, total, query);
    },
  );
  route(
    app,
    { method: 'get', path: '/api/admin/product-trials/summary', summary: 'The five summary cards', tags, access: 'admin', response: trialSummary },
    (c) => q.trialSummary(c.get('deps').db),
  );
  route(
    app,
    { method: 'get', path: '/api/admin/product-trials/{id}', summary: 'One trial', tags, access: 'admin', params: uuidParam, response: adminTrial },
    async (c, { params }) => {
      const t = await q.findTrial(c.get('deps').db, params.id);
      if (!t) throw new AppError('not_found', 'Product trial not found');
      return t;
    },
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/admin/product-trials',
      summary: 'Create a trial',
      tags,
      access: 'admin',
      body: trialInput,
      response: idResponse,
      status: 201,
    },
    (c, { body, user }) => service.createTrial(c.get('deps'), user, body),
  );
  route(
    app,
    {
      method: 'put',
      path: '/api/admin/product-trials/{id}',
      summary: 'Update a trial',
      tags,
      access: 'admin',
      params: uuidParam,
      body: trialInput,
      response: idResponse,
    },
    (c, { params, body, user }) => service.updateTrial(c.get('deps'), user, params.id, body),
  );
  route(
    app,
    { method: 'delete', path: '/api/admin/product-trials/{id}', summary: 'Delete a trial', tags, access: 'admin', params: uuidParam, response: okResponse },
    async (c, { params, user }) => {
      await service.deleteTrial(c.get('deps'), user, params.id);
      return { ok: true as const };
    },
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/admin/product-trials/bulk',
      summary: 'Activate, deactivate, feature, unfeature or delete several trials in one transaction',
      tags,
      access: 'admin',
      body: trialBulkRequest,
      response: countResponse,
    },
    (c, { body, user }) => service.bulkTrials(c.get('deps'), user, body.ids, body.action),
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/admin/product-trials/{id}/reminders',
      summary: 'Send a trial reminder (activation, start, feedback, expiry, completion) through the outbox',
      tags,
      access: 'admin',
      params: uuidParam,
      body: trialReminderRequest,
      response: sendResult,
    },
    (c, { params, body, user }) => service.sendTrialReminder(c.get('deps'), user, params.id, body.reminderType),
  );
}
