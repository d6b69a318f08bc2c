import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { IconButton } from './button';

const StyledDialog = styled.dialog<{ $width: string; $side: boolean; $inline: boolean }>`
  width: min(${({ $width }) => $width}, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.colors.text};
  &::backdrop {
    background: rgba(20, 20, 20, 0.55);
  }
  ${({ $side, $width, theme }) =>
    $side
      ? `
    /* A side panel: full height at the right edge; the whole screen on a phone. */
    margin: 0 0 0 auto;
    width: min(${$width}, 100vw);
    height: 100dvh;
    max-height: none;
    border-radius: 0;
    @media (max-width: ${theme.breakpoint.sm}) {
      width: 100vw;
      max-width: 100vw;
    }
  `
      : ''}
  ${({ $inline, theme }) =>
    $inline
      ? `
    /* Not modal: a panel in the page's own layout, beside what it details; the page stays usable. */
    position: relative;
    width: auto;
    max-width: none;
    height: 100%;
    max-height: none;
    margin: 0;
    overflow: auto;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    box-shadow: ${theme.shadow.md};
  `
      : ''}
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} 0 ${theme.space.xl}`};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const StyledBody = styled.div`
  padding: ${({ theme }) => theme.space.xl};
`;

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** Heading shown and used as the dialog's accessible name; omit only with `ariaLabel`. */
  title?: string;
  ariaLabel?: string;
  width?: string;
  closeLabel?: string;
  /** `side`: a panel at the right edge, full screen on phones (details beside the list). */
  placement?: 'center' | 'side';
  /**
   * false: opened where it stands in the page (the caller lays it out), the page behind stays usable;
   * Escape still closes it unless another dialog or a form field has the key.
   */
  modal?: boolean;
  /**
   * Renders the header and content also while closed (hidden with the dialog), so a prerendered page
   * carries the markup and styles a script without React opens (the static gallery's lightbox).
   */
  renderClosed?: boolean;
  children: ReactNode;
};

/**
 * A modal on the native <dialog>: the browser keeps focus inside, makes the page behind inert
 * and closes on Escape; focus returns to where it was.
 */
export function Dialog({
  open,
  onClose,
  title,
  ariaLabel,
  width = '480px',
  closeLabel = 'Zavřít',
  placement = 'center',
  modal = true,
  renderClosed = false,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const openedModal = useRef(modal);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) {
      return;
    }
    // A window resized across the caller's breakpoint reopens the panel the other way.
    if (open && dialog.open && openedModal.current !== modal) {
      dialog.close();
    }
    if (open && !dialog.open) {
      openedModal.current = modal;
      if (modal && typeof dialog.showModal === 'function') {
        dialog.showModal();
      } else if (!modal && typeof dialog.show === 'function') {
        dialog.show();
      } else {
        dialog.setAttribute('open', '');
      }
      // The browser focuses the first control (the close button); a prompt wants its field instead.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, modal]);

  // The browser closes only a modal dialog on Escape; this one listens for it on the page.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (!open || modal) {
      return undefined;
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const inside = target !== null && ref.current?.contains(target) === true;
      const elsewhere =
        !inside && target !== null && target.closest('dialog, input, select, textarea') !== null;
      if (event.key === 'Escape' && !event.defaultPrevented && !elsewhere) {
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, modal]);

  return (
    <StyledDialog
      ref={ref}
      $width={width}
      $side={placement === 'side'}
      $inline={!modal}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : ariaLabel}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {(open || renderClosed) && (
        <>
          <StyledHeader>
            {title ? <h2 id={titleId}>{title}</h2> : <span />}
            <IconButton
              label={closeLabel}
              icon={<X size={20} aria-hidden />}
              onClick={onClose}
              data-dialog-close
            />
          </StyledHeader>
          <StyledBody>{children}</StyledBody>
        </>
      )}
    </StyledDialog>
  );
}
