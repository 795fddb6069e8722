import {
  alertDto,
  alertMessageResponse,
  alertTokenRequest,
  createAlertRequest,
  createAlertResponse,
  myAlertsResponse,
  updateAlertRequest,
} from '@portal/shared/alerts';
import { uuidParam } from '@portal/shared/api';
import * as alerts from '@portal/shared/alerts-contracts';
import type { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { clientIp } from '../../lib/auth.ts';
import { bindContract, route } from '../../lib/route.ts';
import * as service from './alerts.service.ts';

export function registerAlertRoutes(app: Hono<AppEnv>) {
  route(app, bindContract(alerts.createAlert, { body: createAlertRequest, answer: createAlertResponse }), async (c, { body, user }) =>
    service.createAlert(c.get('deps'), body, user, clientIp(c)),
  );

  route(app, bindContract(alerts.confirmAlert, { body: alertTokenRequest, answer: alertMessageResponse }), async (c, { body }) =>
    service.confirmAlert(c.get('deps'), body.token),
  );

  route(app, bindContract(alerts.unsubscribe, { body: alertTokenRequest, answer: alertMessageResponse }), async (c, { body }) =>
    service.unsubscribe(c.get('deps'), body.token),
  );

  // RFC 8058 one-click from the List-Unsubscribe header: a form POST (or empty body), token in the query.
  route(app, bindContract(alerts.unsubscribeOneClick, { query: alertTokenRequest, answer: alertMessageResponse }), async (c, { query }) =>
    service.unsubscribe(c.get('deps'), query.token),
  );

  route(app, bindContract(alerts.myAlerts, { answer: myAlertsResponse }), async (c, { user }) => service.myAlerts(c.get('deps'), user.id));

  route(app, bindContract(alerts.updateAlert, { params: uuidParam, body: updateAlertRequest, answer: alertDto }), async (c, { params, body, user }) =>
    service.updateAlert(c.get('deps'), user.id, params.id, body.frequency),
  );

  route(app, bindContract(alerts.deleteAlert, { params: uuidParam }), async (c, { params, user }) => {
    await service.deleteOwnAlert(c.get('deps'), user.id, params.id);
    return c.body(null, 204);
  });
}
