import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerMemberCounter } from '../customers/service';
import { countMembersByCustomer } from './members.queries';

/** Gated access: access requests, customer members, NDAs and confidential downloads. */
export async function registerGatedAccess(_app: FastifyInstance, _deps: AppDeps) {
  registerMemberCounter(countMembersByCustomer);
}
