import { and, eq, sql } from 'drizzle-orm';
import { builtinRoles } from '@shared/permissions';
import { loadConfig } from '../../config';
import type { Tx } from '../../db/client';
import {
  customers,
  products,
  questionnaireComments,
  questionnaireQuestions,
  questionnaireRequestFiles,
  questionnaireRequests,
  type SheetMappingRow,
} from '../../db/schema/index';
import type { SeededOrg } from '../../db/seed';
import type { AuthContext } from '../../lib/context';
import { newFileKey } from '../../lib/files';
import { storageFromConfig } from '../../lib/uploads';
import { buildDemoQuestionnaire, demoQuestions } from './demo-workbook';
import { extractFile, inspectFile, IntakeFailure } from './files/intake';
import { applyPrioritization } from './prioritisation/service';
import { addRequest } from './requests/service';
import { contentTypes } from './files/upload-check';

const day = (n: number) => new Date(Date.now() + n * 86400_000).toISOString().slice(0, 10);

async function ensure(tx: Tx, org: string, table: typeof customers | typeof products, names: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const [found] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.organizationId, org), sql`lower(${table.name}) = lower(${name})`));
    if (found) out[name] = found.id;
    else {
      const [made] = await tx.insert(table).values({ organizationId: org, name }).returning({ id: table.id });
      out[name] = made!.id;
    }
  }
  return out;
}

/** Acme Cloud's questionnaire desk on first start: requests in several states, one answered file. */
export async function seedQuestionnaires(tx: Tx, org: SeededOrg) {
  if (org.slug !== 'acme-cloud') return;
  const o = org.id;
  const users = org.userIds;
  const admin: AuthContext = {
    userId: users['salesadmin@acme.test'] ?? users['admin@acme.test']!,
    organizationId: o,
    email: 'salesadmin@acme.test',
    fullName: 'Sally Santos',
    roleId: org.roleIds.salesadmin,
    roleSlug: 'salesadmin',
    permissions: builtinRoles.admin.permissions,
    sessionId: null,
    via: 'session',
  };
  const sme = users['sme@acme.test']!;
  const sales = users['sales@acme.test']!;
  const c = await ensure(tx, o, customers, ['Northwind Health', 'Globex Financial', 'Initech', 'Umbrella Retail', 'Hooli']);
  const p = await ensure(tx, o, products, ['Acme Cloud Platform', 'Acme Analytics']);

  await applyPrioritization(tx, admin, {
    default_priority: 'P3',
    rules: [
      {
        name: 'Strategic new business',
        is_active: true,
        conditions: [
          { field: 'customer_type', op: 'in', value: ['NEW'] },
          { field: 'customer_mrr', op: 'gte', value: 10000 },
        ],
        priority: 'P1',
        due_date_offset_days: 7,
      },
      {
        name: 'Renewals due within two weeks',
        is_active: true,
        conditions: [
          { field: 'customer_type', op: 'in', value: ['RENEWAL'] },
          { field: 'due_date', op: 'within_days', value: 14 },
        ],
        priority: 'P1',
        due_date_offset_days: null,
      },
      {
        name: 'Partner deals',
        is_active: true,
        conditions: [{ field: 'source_relation_type', op: 'in', value: ['PARTNER'] }],
        priority: 'P2',
        due_date_offset_days: 10,
      },
    ],
  });

  const base = {
    products: [] as string[],
    assignees: [] as string[],
    additional_instructions: '',
    customer_mrr: null as number | null,
    gtm_poc: sales,
    owner: admin.userId,
  };
  const northwind = await addRequest(tx, admin, {
    ...base,
    customer: c['Northwind Health']!,
    customer_type: 'NEW',
    source_relation_type: 'DIRECT',
    customer_mrr: 18500,
    products: [p['Acme Cloud Platform']!],
    requestor: 'Dana Whitfield, Procurement',
    customer_comments: 'Our security team needs this back before the contract review on Friday. Please attach the SOC 2 bridge letter if available.',
    assignees: [sme],
    due_date: day(9),
  });
  await addRequest(tx, admin, {
    ...base,
    customer: c['Globex Financial']!,
    customer_type: 'RENEWAL',
    source_relation_type: 'PARTNER',
    customer_mrr: 42000,
    products: [p['Acme Cloud Platform']!, p['Acme Analytics']!],
    requestor: 'Marcus Lee (via Contoso Partners)',
    customer_comments: 'Annual renewal questionnaire. The file will follow from the partner.',
    due_date: day(4),
  });
  const initech = await addRequest(tx, admin, {
    ...base,
    customer: c['Initech']!,
    customer_type: 'EXISTING',
    source_relation_type: 'DIRECT',
    customer_mrr: 3200,
    products: [p['Acme Analytics']!],
    requestor: 'Bill Lumbergh',
    customer_comments: '',
    due_date: day(21),
  });
  const umbrella = await addRequest(tx, admin, {
    ...base,
    customer: c['Umbrella Retail']!,
    customer_type: 'NEW',
    source_relation_type: 'DIRECT',
    customer_mrr: 6400,
    products: [p['Acme Cloud Platform']!],
    requestor: 'Alice Abernathy',
    customer_comments: 'Thanks for the quick turnaround!',
    due_date: day(2),
  });
  const hooli = await addRequest(tx, admin, {
    ...base,
    customer: c['Hooli']!,
    customer_type: 'NEW',
    source_relation_type: 'DIRECT',
    requestor: 'Gavin Belson',
    customer_comments: 'Deal paused on our side.',
    due_date: day(30),
  });

  await tx
    .update(questionnaireRequests)
    .set({ status: 'CANCELLED' })
    .where(and(eq(questionnaireRequests.organizationId, o), eq(questionnaireRequests.id, hooli)));
  await tx.insert(questionnaireComments).values({
    organizationId: o,
    requestId: northwind,
    authorId: sales,
    authorName: 'Sam Seller',
    commentText: 'Customer asked whether we can share the latest pen test summary. Can we?',
  });

  const blank = await buildDemoQuestionnaire({ customer: 'Northwind Health' });
  let inspection: Awaited<ReturnType<typeof inspectFile>>;
  let questions: Awaited<ReturnType<typeof extractFile>>;
  let mappings: SheetMappingRow[];
  try {
    inspection = await inspectFile(blank, 'xlsx');
    mappings = inspection.sheets.filter((s) => s.mapping.selected).map((s) => s.mapping);
    questions = await extractFile(blank, 'xlsx', mappings);
  } catch (err) {
    if (err instanceof IntakeFailure) return; // no questionnaire reader on this server: requests without files
    throw err;
  }
  const storage = await storageFromConfig(loadConfig());
  const setStatus = (id: string, status: string) =>
    tx
      .update(questionnaireRequests)
      .set({ status })
      .where(and(eq(questionnaireRequests.organizationId, o), eq(questionnaireRequests.id, id)));

  const addFile = async (requestId: string, name: string, patch: Partial<typeof questionnaireRequestFiles.$inferInsert>) => {
    const key = newFileKey(o, name);
    await storage.put(key, blank, contentTypes.xlsx);
    const [f] = await tx
      .insert(questionnaireRequestFiles)
      .values({
        organizationId: o,
        requestId,
        fileKey: key,
        fileName: name,
        fileSize: blank.length,
        format: 'xlsx',
        inspection: inspection as unknown as Record<string, unknown>,
        allGroups: inspection.sheets.filter((s) => !s.hidden).map((s) => s.name),
        createdById: admin.userId,
        ...patch,
      })
      .returning({ id: questionnaireRequestFiles.id });
    return f!.id;
  };
  const processed = { parseStatus: 'PROCESSED', parseProgress: 100, sheetMappings: mappings, selectedGroups: mappings.map((m) => m.sheet) };
  const answerOf = (text: string) => demoQuestions.find((d) => text.startsWith(d.question.slice(0, 40)));
  const addQuestions = async (requestId: string, fileId: string, state: (i: number) => Partial<typeof questionnaireQuestions.$inferInsert>) => {
    await tx.insert(questionnaireQuestions).values(
      questions.map((q, i) => {
        const demo = answerOf(q.question);
        return {
          organizationId: o,
          requestId,
          fileId,
          sequenceNum: i + 1,
          groupName: q.group,
          rowNumber: q.row,
          externalRef: q.externalRef,
          section: q.section,
          answerCells: q.answerCells,
          question: q.question,
          answerOptions: q.answerOptions,
          answerChoice: demo?.choice ?? null,
          answerText: demo?.comment ?? '',
          source: [{ name: 'Information Security Policy', url: null }],
          ...state(i),
        };
      }),
    );
  };

  // Northwind: drafted by the AI, partly approved, three questions with the SME.
  const nwFile = await addFile(northwind, 'Northwind Vendor Security Assessment.xlsx', {
    ...processed,
    status: 'IN_REVIEW',
    isReviewStarted: true,
    aiStatus: 'COMPLETED',
    aiProgress: 100,
    aiStartedAt: new Date(Date.now() - 3600_000),
    aiCompletedAt: new Date(Date.now() - 3500_000),
  });
  await addQuestions(northwind, nwFile, (i) =>
    i < 11
      ? {
          status: 'APPROVED',
          aiAnswered: true,
          wasAnsweredByAiOnce: true,
          confidence: 0.92,
          confidenceLevel: 'high',
          approvedById: admin.userId,
          answeredById: admin.userId,
        }
      : i >= questions.length - 3
        ? {
            assigneeId: sme,
            smeStatus: 'SME_PENDING',
            answerChoice: null,
            answerText: '',
            flagged: true,
            flagReason: 'No approved answer or document covers this question.',
            confidence: 0.2,
            confidenceLevel: 'low',
            source: [],
          }
        : {
            aiAnswered: true,
            wasAnsweredByAiOnce: true,
            ...(i % 3 === 2 ? { confidence: 0.58, confidenceLevel: 'medium' } : { confidence: 0.81, confidenceLevel: 'high' }),
          },
  );
  await setStatus(northwind, 'IN_REVIEW');
  await tx.insert(questionnaireComments).values({
    organizationId: o,
    requestId: northwind,
    fileId: nwFile,
    authorId: admin.userId,
    authorName: 'Sally Santos',
    commentText: 'Yes, the summary letter is fine to share under NDA. Simon, please check the three flagged questions.',
  });

  // Initech: uploaded, waiting for someone to confirm the proposed sheet mapping.
  await addFile(initech, 'Initech Security Review 2025.xlsx', { parseStatus: 'NEEDS_MAPPING', parseProgress: 100 });
  await setStatus(initech, 'IN_PROGRESS');

  // Umbrella: answered, approved and completed.
  const umFile = await addFile(umbrella, 'Umbrella Retail Vendor Questionnaire.xlsx', {
    ...processed,
    status: 'COMPLETE',
    isReviewStarted: true,
    isReviewCompleted: true,
    aiStatus: 'COMPLETED',
    aiProgress: 100,
    aiCompletedAt: new Date(Date.now() - 5 * 86400_000),
    approvedAt: new Date(Date.now() - 4 * 86400_000),
    approvedById: admin.userId,
    completedAt: new Date(Date.now() - 4 * 86400_000),
    completedById: admin.userId,
  });
  await addQuestions(umbrella, umFile, () => ({
    status: 'APPROVED',
    aiAnswered: true,
    wasAnsweredByAiOnce: true,
    confidence: 0.9,
    confidenceLevel: 'high',
    approvedById: admin.userId,
  }));
  await setStatus(umbrella, 'COMPLETE');
}
