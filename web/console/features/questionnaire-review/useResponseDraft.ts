import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { questionMessages, type GenerateAiResponseBody, type QuestionView } from '@shared/contracts/questions';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { ErrorCode } from '@shared/errors';
import { ApiError } from '@web/lib/api';
import { kbChoice, type QuestionActions } from './api';
import { sameResponse, useResponseHistory, type ResponseValue } from './history';

export const noAnswerKept = 'The AI found no answer in the chosen documents, so your response was kept.';

/** How long typing must pause before the response saves itself. */
export const AUTOSAVE_MS = 1200;

/** Rows with typed text not saved yet: leaving the page asks first (see useUnsavedResponsesGuard). */
const unsavedRows = new Set<string>();
export const hasUnsavedResponses = () => unsavedRows.size > 0;

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** Someone else saved this response while it was being edited: their version, to compare with the draft. */
export interface ResponseConflict {
  message: string;
  theirs: ResponseValue | null;
}
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
  const [draft, setDraftState] = useState<ResponseValue>(saved);
  const [busy, setBusy] = useState<null | 'save' | 'undo' | 'redo' | 'generate'>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [conflict, setConflict] = useState<ResponseConflict | null>(null);
  // The server's response the draft started from: sent with each save, so a save never silently
  // overwrites what someone else saved meanwhile.
  const base = useRef<ResponseValue>(saved);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stamp = useRef(q.updated_at);
  const dirty = !sameResponse(draft, saved);

  useEffect(() => {
    if (stamp.current === q.updated_at) return;
    stamp.current = q.updated_at;
    const server = { answer_choice: q.answer_choice, answer_text: q.answer_text };
    if (sameResponse(draftRef.current, base.current) || sameResponse(draftRef.current, server)) {
      // Nothing typed (or the same text arrived): follow the server.
      base.current = server;
      setDraftState(server);
    } else if (!sameResponse(server, base.current)) {
      // Someone else saved while this row has unsaved typing: keep the typing, show theirs.
      setConflict({ message: `${q.answered_by?.full_name ?? 'Someone else'} changed this response while you were editing.`, theirs: server });
    }
  }, [q.updated_at, q.answer_choice, q.answer_text, q.answered_by?.full_name]);

  useEffect(() => {
    if (dirty) unsavedRows.add(q.id);
    else unsavedRows.delete(q.id);
  }, [dirty, q.id]);

  const persist = async (value: ResponseValue, from: ResponseValue) =>
    (await actions.patch.mutateAsync({ id: q.id, body: { answer_text: value.answer_text, answer_choice: value.answer_choice, base: from } })) as QuestionView;

  const save = async (opts: { quiet?: boolean } = {}) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const after = { ...draftRef.current };
    const before = base.current;
    if (sameResponse(after, before) || busy || conflict) return;
    setBusy('save');
    setSaveState('saving');
    try {
      const view = await persist(after, before);
      base.current = valueOf(view);
      history.record(q.id, before, after);
      setSaveState('saved');
      if (!opts.quiet) notifySuccess(questionMessages.responseSaved);
    } catch (err) {
      setSaveState('failed');
      if (err instanceof ApiError && err.status === 409 && err.errors[0]?.attr === 'answer_text') {
        setConflict({ message: err.detail, theirs: null });
        actions.refresh();
      } else if (!opts.quiet) notifyError(err);
    } finally {
      setBusy(null);
    }
  };

  // Typing saves itself once it pauses; a row that goes away (tab, filter, page) saves at once.
  const setDraft = (value: ResponseValue) => {
    setDraftState(value);
    draftRef.current = value;
    if (timer.current) clearTimeout(timer.current);
    if (!sameResponse(value, base.current)) timer.current = setTimeout(() => void save({ quiet: true }), AUTOSAVE_MS);
  };
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        void saveRef.current({ quiet: true });
      }
      unsavedRows.delete(q.id);
    },
    [q.id],
  );

  const resolveConflict = async (keep: 'mine' | 'theirs') => {
    const theirs = conflict?.theirs ?? saved;
    setConflict(null);
    base.current = theirs;
    if (keep === 'theirs') {
      if (timer.current) clearTimeout(timer.current);
      setDraftState(theirs);
      draftRef.current = theirs;
      setSaveState('idle');
      return;
    }
    await saveRef.current();
  };

  const step = async (kind: 'undo' | 'redo') => {
    if (busy) return;
    const current = saved;
    const target = kind === 'undo' ? history.undo(q.id, current) : history.redo(q.id, current);
    if (!target) return;
    setDraftState(target);
    draftRef.current = target;
    setBusy(kind);
    try {
      const view = await persist(target, current);
      base.current = valueOf(view);
    } catch (err) {
      history.revert(q.id, kind, target);
      setDraftState(current);
      draftRef.current = current;
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
      base.current = after;
      setDraftState(after);
      draftRef.current = after;
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
    saveState,
    conflict,
    resolveConflict,
    save: () => save(),
    discard: () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      setDraftState(saved);
      draftRef.current = saved;
    },
    undo: () => step('undo'),
    redo: () => step('redo'),
    canUndo: history.canUndo(q.id),
    canRedo: history.canRedo(q.id),
    generate,
  };
}
export type ResponseDraft = ReturnType<typeof useResponseDraft>;
