import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { questionnaireRequestFiles } from '../../db/schema/index';
import { registerActivityObjectCheck } from '../activity/access';
import { gateRequest } from './access';
import { registerDraftingJob } from './drafting.service';
import { registerFileRoutes } from './files/routes';
import { registerIntakeJobs } from './files/jobs';
import { registerLibraryJob } from './questions/jobs';
import { registerQuestionRoutes } from './questions/routes';
import { registerRequestRoutes } from './requests/routes';

/** Questionnaire requests, their files and prioritisation (questionnaires §2.7, §3, §4, §7). */
export async function registerQuestionnaires(app: FastifyInstance, deps: AppDeps) {
  await registerRequestRoutes(app, deps);
  await registerFileRoutes(app, deps);
  await registerQuestionRoutes(app, deps);
  registerIntakeJobs(deps);
  registerDraftingJob(deps);
  registerLibraryJob(deps);
  // The logs drawer reads the activity of one request or file: only people who may open it.
  const opens = async (fn: () => Promise<unknown>) => fn().then(() => true, () => false);
  registerActivityObjectCheck('request', (tx, auth, id) => opens(() => gateRequest(tx, auth, id)));
  registerActivityObjectCheck('questionnairefile', async (tx, auth, id) => {
    const [f] = await tx.select({ requestId: questionnaireRequestFiles.requestId }).from(questionnaireRequestFiles).where(and(eq(questionnaireRequestFiles.organizationId, auth.organizationId), eq(questionnaireRequestFiles.id, id)));
    return f ? opens(() => gateRequest(tx, auth, f.requestId)) : false;
  });
}
