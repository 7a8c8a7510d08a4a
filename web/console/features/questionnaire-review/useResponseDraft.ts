import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { questionMessages, type GenerateAiResponseBody, type QuestionView } from '../../../../shared/contracts/questions';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { ErrorCode } from '../../../../shared/errors';
import { ApiError } from '../../../lib/api';
import { kbChoice, type QuestionActions } from './api';
import { sameResponse, useResponseHistory, type ResponseValue } from './history';

export const noAnswerKept = 'The AI found no answer in the chosen documents, so your response was kept.';
export const noAnswerFlagged = 'The AI found no answer in the chosen documents; the question is flagged for a person.';

const valueOf = (q: QuestionView): ResponseValue => ({ answer_choice: q.answer_choice, answer_text: q.answer_text });

/**
 * The response being edited in one row: the draft, saving it, regenerating it, and the undo / redo of
 * saved versions (each step is saved again, so undo is what the file gets).
 */
export function useResponseDraft(q: QuestionView, fileId: string, actions: QuestionActions) {
  const history = useResponseHistory();
  const [kbFor, setKbFor] = useState<GenerateAiResponseBody | null>(null);
  const saved = valueOf(q);
  const [draft, setDraft] = useState<ResponseValue>(saved);
  const [busy, setBusy] = useState<null | 'save' | 'undo' | 'redo' | 'generate'>(null);
  const stamp = useRef(q.updated_at);
  useEffect(() => {
    if (stamp.current === q.updated_at) return;
    stamp.current = q.updated_at;
    setDraft({ answer_choice: q.answer_choice, answer_text: q.answer_text });
  }, [q.updated_at, q.answer_choice, q.answer_text]);
  const dirty = !sameResponse(draft, saved);

  const persist = async (value: ResponseValue) => (await actions.patch.mutateAsync({ id: q.id, body: { answer_text: value.answer_text, answer_choice: value.answer_choice } })) as QuestionView;

  const save = async () => {
    if (!dirty || busy) return;
    const before = saved;
    const after = { ...draft };
    setBusy('save');
    try {
      await persist(after);
      history.record(q.id, before, after);
      notifySuccess(questionMessages.responseSaved);
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(null);
    }
  };

  const step = async (kind: 'undo' | 'redo') => {
    if (busy) return;
    const current = saved;
    const target = kind === 'undo' ? history.undo(q.id, current) : history.redo(q.id, current);
    if (!target) return;
    setDraft(target);
    setBusy(kind);
    try {
      await persist(target);
    } catch (err) {
      history.revert(q.id, kind, target);
      setDraft(current);
      notifyError(err);
    } finally {
      setBusy(null);
    }
  };

  const generate = async (request: GenerateAiResponseBody): Promise<boolean> => {
    if (busy) return false;
    const before = saved;
    const remembered = kbChoice.get(fileId);
    const body = request.selected_kb_files || !remembered ? request : { ...request, selected_kb_files: remembered };
    setBusy('generate');
    try {
      const g = await actions.generate.mutateAsync({ id: q.id, body });
      if (body.selected_kb_files) kbChoice.set(fileId, body.selected_kb_files);
      setKbFor(null);
      if (!g.answer && !g.answer_choice) {
        // Nothing found: the server kept what was there, so the draft and its history stay as they are.
        const kept = Boolean(before.answer_text || before.answer_choice);
        notifications.show({ color: 'yellow', title: 'No answer found', message: kept ? noAnswerKept : noAnswerFlagged });
        return true;
      }
      const after = { answer_choice: g.answer_choice, answer_text: g.answer };
      history.record(q.id, before, after);
      setDraft(after);
      notifySuccess(questionMessages.aiGenerated);
      return true;
    } catch (err) {
      // No documents chosen for this file yet: ask which ones, then try again.
      if (err instanceof ApiError && err.code === ErrorCode.missingKbFiles) setKbFor(request);
      else notifyError(err);
      return false;
    } finally {
      setBusy(null);
    }
  };

  return {
    kbFor,
    chooseKb: (ids: string[]) => (kbFor ? generate({ ...kbFor, selected_kb_files: ids }) : Promise.resolve(false)),
    cancelKb: () => setKbFor(null),
    saved,
    draft,
    setDraft,
    dirty,
    busy,
    save,
    discard: () => setDraft(saved),
    undo: () => step('undo'),
    redo: () => step('redo'),
    canUndo: history.canUndo(q.id),
    canRedo: history.canRedo(q.id),
    generate,
  };
}
export type ResponseDraft = ReturnType<typeof useResponseDraft>;
