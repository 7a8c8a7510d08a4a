import { Button, Drawer, type ButtonProps, type DrawerProps } from '@mantine/core';
import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import { confirmAction } from './confirm';

/** The spec's question before a drawer with unsaved changes closes (questionnaires §2.1). */
export const discardMessages = {
  title: 'Discard Changes?',
  text: 'Changes are not submitted yet. All edits will be lost—continue?',
} as const;

const RequestClose = createContext<() => void>(() => {});

/**
 * Escape while a popover is open (a date picker, a select's list, a menu) closes only that popover: its target
 * says it is open, the key was pressed inside its dropdown, or its dropdown is on screen (a date input's
 * calendar marks nothing on the input).
 */
function popoverOpen(target: Element | null): boolean {
  if (target?.closest('[data-mantine-stop-propagation="true"], [aria-expanded="true"], .mantine-Popover-dropdown')) return true;
  return [...document.querySelectorAll<HTMLElement>('.mantine-Popover-dropdown')].some((d) => d.style.display !== 'none');
}

export interface FormDrawerProps extends Omit<DrawerProps, 'onClose' | 'closeOnEscape'> {
  onClose: () => void;
  /** Unsaved changes: Escape, the close button, a click outside and Cancel all ask 'Discard Changes?' first. */
  dirty: boolean;
}

/**
 * A side drawer holding a form. Every way of closing it goes through one check of unsaved changes; Escape
 * inside an open popover closes only the popover; `StickyFooter` keeps the form's buttons in view.
 */
export function FormDrawer({ dirty, onClose, opened, children, ...rest }: FormDrawerProps) {
  const asking = useRef(false);
  const inside = useRef<HTMLDivElement>(null);
  const requestClose = useCallback(async () => {
    if (asking.current) return;
    if (dirty) {
      asking.current = true;
      const discard = await confirmAction({ title: discardMessages.title, message: discardMessages.text, confirmLabel: 'Yes', cancelLabel: 'No' });
      asking.current = false;
      if (!discard) return;
    }
    onClose();
  }, [dirty, onClose]);

  // Mantine's own Escape handling is off: it would close the drawer together with an open popover.
  // Listening while the event is captured sees the popover still open, before its own handler closes it.
  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing || asking.current) return;
      const target = event.target instanceof Element ? event.target : null;
      if (popoverOpen(target)) return;
      // Escape in another dialog (the discard question itself) belongs to that dialog.
      const dialog = inside.current?.closest('[role="dialog"]');
      if (target && target !== document.body && dialog && !dialog.contains(target)) return;
      void requestClose();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [opened, requestClose]);

  return (
    <Drawer opened={opened} onClose={() => void requestClose()} closeOnEscape={false} {...rest}>
      <RequestClose.Provider value={() => void requestClose()}>
        <div ref={inside}>{children}</div>
      </RequestClose.Provider>
    </Drawer>
  );
}

/** Closes the surrounding `FormDrawer` as its close button does (asking first when there are changes). */
export function useRequestClose() {
  return useContext(RequestClose);
}

/** The drawer's Cancel button: it closes as the close button does. */
export function CancelButton({ children = 'Cancel', ...props }: ButtonProps & { children?: ReactNode }) {
  const close = useRequestClose();
  return (
    <Button variant="default" onClick={close} {...props}>
      {children}
    </Button>
  );
}
