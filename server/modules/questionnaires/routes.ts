import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerActivityObjectCheck, registerActivityRowScope } from '../activity/index';
import { gateRequest, isSme } from './access';
import { smeActivityScope } from './access.queries';
import { loadFileById } from './files/queries';
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
  const opens = async (fn: () => Promise<unknown>) =>
    fn().then(
      () => true,
      () => false,
    );
  registerActivityObjectCheck('request', (tx, auth, id) => opens(() => gateRequest(tx, auth, id)));
  registerActivityRowScope('questionnaires', (auth) => (isSme(auth) ? smeActivityScope(auth) : null));
  registerActivityObjectCheck('questionnairefile', async (tx, auth, id) => {
    const f = await loadFileById(tx, auth.organizationId, id);
    return f ? opens(() => gateRequest(tx, auth, f.requestId)) : false;
  });
}
