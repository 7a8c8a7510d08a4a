import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acknowledgementStatusSchema,
  reminderInput,
  remindersSentSchema,
  securityEventInput,
  securityEventListFilters,
  securityEventPatch,
  securityEventReportInput,
  securityEventReportSchema,
  securityEventSchema,
  securityEventUpdateFilters,
  securityEventUpdateInput,
  securityEventUpdatePatch,
  securityEventUpdateSchema,
} from '@shared/contracts/security-events';
import type { AppDeps } from '../../deps';
import { dataResponse, fileResponse, listQuery, listResponse, noContent } from '../../lib/http';
import { sendDownload } from '../../lib/uploads';
import { renderReportPdf, reportFileName } from './report-pdf';
import {
  createEvent,
  deleteEvent,
  deleteUpdate,
  editUpdate,
  getAcknowledgements,
  getEvent,
  getReport,
  listEvents,
  listUpdates,
  publishUpdate,
  registerReminderJob,
  registerSecurityEventJobs,
  reportData,
  saveReport,
  sendReminders,
  updateEvent,
} from './service';

const base = '/api/v1/security-event';
/** Ids are checked in the service, so an unknown or malformed one answers 'invalid' (portal §8), never a 500. */
const eventParams = z.object({ id: z.string().max(100) });
const updateParams = z.object({ id: z.string().max(100), updateId: z.string().max(100) });
const eventResponse = dataResponse(securityEventSchema);
const updateResponse = dataResponse(securityEventUpdateSchema);
const reportResponse = dataResponse(securityEventReportSchema);

/** Major security events (portal §2–§4, §6, §7): events, their updates, closing and the report PDF. */
export async function registerSecurityEvents(app: FastifyInstance, deps: AppDeps) {
  // The activity log's Other Logs hold the events' rows too (sent, acknowledged): only for who may view events.
  registerSecurityEventJobs(deps);
  registerReminderJob(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/`,
    {
      config: { permission: 'security_event:view' },
      schema: {
        querystring: listQuery.extend(securityEventListFilters),
        response: { 200: listResponse(z.object({ security_events: z.array(securityEventSchema) })) },
      },
    },
    async (req) => listEvents(deps, req.auth!, req.query),
  );

  r.post(
    `${base}/`,
    { config: { permission: 'security_event:create' }, schema: { body: securityEventInput, response: { 201: eventResponse } } },
    async (req, reply) => reply.status(201).send({ data: await createEvent(deps, req.auth!, req.body) }),
  );

  r.get(`${base}/:id/`, { config: { permission: 'security_event:view' }, schema: { params: eventParams, response: { 200: eventResponse } } }, async (req) => ({
    data: await getEvent(deps, req.auth!, req.params.id),
  }));

  r.patch(
    `${base}/:id/`,
    { config: { permission: 'security_event:edit' }, schema: { params: eventParams, body: securityEventPatch, response: { 200: eventResponse } } },
    async (req) => ({
      data: await updateEvent(deps, req.auth!, req.params.id, req.body),
    }),
  );

  r.delete(
    `${base}/:id/`,
    { config: { permission: 'security_event:delete' }, schema: { params: eventParams, response: { 204: noContent } } },
    async (req, reply) => {
      await deleteEvent(deps, req.auth!, req.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    `${base}/:id/update/`,
    {
      config: { permission: 'security_event_update:view' },
      schema: {
        params: eventParams,
        querystring: listQuery.pick({ page: true, length: true }).extend(securityEventUpdateFilters),
        response: { 200: listResponse(z.object({ updates: z.array(securityEventUpdateSchema) })) },
      },
    },
    async (req) => listUpdates(deps, req.auth!, req.params.id, req.query),
  );

  r.post(
    `${base}/:id/update/`,
    {
      config: { permission: 'security_event_update:create' },
      schema: { params: eventParams, body: securityEventUpdateInput, response: { 201: updateResponse } },
    },
    async (req, reply) => reply.status(201).send({ data: await publishUpdate(deps, req.auth!, req.params.id, req.body) }),
  );

  r.patch(
    `${base}/:id/update/:updateId/`,
    {
      config: { permission: 'security_event_update:edit' },
      schema: { params: updateParams, body: securityEventUpdatePatch, response: { 200: updateResponse } },
    },
    async (req) => ({
      data: await editUpdate(deps, req.auth!, req.params.id, req.params.updateId, req.body),
    }),
  );

  r.delete(
    `${base}/:id/update/:updateId/`,
    { config: { permission: 'security_event_update:delete' }, schema: { params: updateParams, response: { 204: noContent } } },
    async (req, reply) => {
      await deleteUpdate(deps, req.auth!, req.params.id, req.params.updateId);
      return reply.status(204).send();
    },
  );

  // Acknowledgements by the affected accounts, and reminders to those that have not acknowledged.
  r.get(
    `${base}/:id/acknowledgement/`,
    { config: { permission: 'security_event_update:view' }, schema: { params: eventParams, response: { 200: dataResponse(acknowledgementStatusSchema) } } },
    async (req) => ({
      data: await getAcknowledgements(deps, req.auth!, req.params.id),
    }),
  );

  r.post(
    `${base}/:id/acknowledgement/remind/`,
    {
      config: { permission: 'security_event_update:create' },
      schema: { params: eventParams, body: reminderInput, response: { 202: dataResponse(remindersSentSchema) } },
    },
    async (req, reply) => reply.status(202).send({ data: await sendReminders(deps, req.auth!, req.params.id, req.body) }),
  );

  r.get(
    `${base}/:id/report/`,
    {
      config: { permission: 'security_events_report:view' },
      schema: { params: eventParams, response: { 200: dataResponse(securityEventReportSchema.nullable()) } },
    },
    async (req) => ({
      data: await getReport(deps, req.auth!, req.params.id),
    }),
  );

  r.post(
    `${base}/:id/report/`,
    {
      config: { permission: 'security_events_report:create' },
      schema: { params: eventParams, body: securityEventReportInput, response: { 201: reportResponse } },
    },
    async (req, reply) => reply.status(201).send({ data: await saveReport(deps, req.auth!, req.params.id, req.body) }),
  );

  r.post(
    `${base}/:id/report/download/`,
    {
      config: { permission: 'security_events_report:download' },
      schema: { params: eventParams, response: { 200: fileResponse("The event's report, rendered as a PDF.", 'application/pdf') } },
    },
    async (req, reply) => {
      const input = await reportData(deps, req.auth!, req.params.id);
      const pdf = await renderReportPdf(input);
      return sendDownload(reply, reportFileName(input.event.name), 'application/pdf', pdf);
    },
  );
}
