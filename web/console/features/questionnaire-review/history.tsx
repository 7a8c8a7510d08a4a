import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

/** A response as the reviewer sees it: the choice (Yes / No / N/A …) and the text. */
export interface ResponseValue {
  answer_choice: string | null;
  answer_text: string;
}

export const sameResponse = (a: ResponseValue, b: ResponseValue) => (a.answer_choice ?? null) === (b.answer_choice ?? null) && a.answer_text === b.answer_text;

interface Stack {
  past: ResponseValue[];
  future: ResponseValue[];
}

export interface ResponseHistory {
  /** Records that a question's response went from `before` to `after` (a save, a regeneration). */
  record(id: string, before: ResponseValue, after: ResponseValue): void;
  canUndo(id: string): boolean;
  canRedo(id: string): boolean;
  /** Moves one step back: returns the response to restore, given the current one. */
  undo(id: string, current: ResponseValue): ResponseValue | null;
  redo(id: string, current: ResponseValue): ResponseValue | null;
  /** Puts a step back when restoring it failed. */
  revert(id: string, kind: 'undo' | 'redo', attempted: ResponseValue): void;
}

const Ctx = createContext<ResponseHistory | null>(null);
const MAX_STEPS = 50;

/**
 * The undo / redo history of responses, one per question (questionnaires §4), kept for the page's life:
 * every save or regeneration is a step; undo and redo restore a step and save it again.
 */
export function ResponseHistoryProvider({ children }: { children: ReactNode }) {
  const stacks = useRef(new Map<string, Stack>());
  const [version, setVersion] = useState(0);
  const bump = useCallback(() => setVersion((v) => v + 1), []);
  const get = useCallback((id: string) => {
    let s = stacks.current.get(id);
    if (!s) {
      s = { past: [], future: [] };
      stacks.current.set(id, s);
    }
    return s;
  }, []);

  const value = useMemo<ResponseHistory>(
    () => ({
      record(id, before, after) {
        if (sameResponse(before, after)) return;
        const s = get(id);
        s.past = [...s.past, before].slice(-MAX_STEPS);
        s.future = [];
        bump();
      },
      canUndo: (id) => (stacks.current.get(id)?.past.length ?? 0) > 0,
      canRedo: (id) => (stacks.current.get(id)?.future.length ?? 0) > 0,
      undo(id, current) {
        const s = get(id);
        const prev = s.past.at(-1);
        if (!prev) return null;
        s.past = s.past.slice(0, -1);
        s.future = [current, ...s.future];
        bump();
        return prev;
      },
      redo(id, current) {
        const s = get(id);
        const next = s.future[0];
        if (!next) return null;
        s.future = s.future.slice(1);
        s.past = [...s.past, current];
        bump();
        return next;
      },
      revert(id, kind, attempted) {
        const s = get(id);
        if (kind === 'undo') {
          s.future = s.future.slice(1);
          s.past = [...s.past, attempted];
        } else {
          s.past = s.past.slice(0, -1);
          s.future = [attempted, ...s.future];
        }
        bump();
      },
    }),
    [get, bump, version],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useResponseHistory(): ResponseHistory {
  const h = useContext(Ctx);
  if (!h) throw new Error('useResponseHistory outside ResponseHistoryProvider');
  return h;
}
