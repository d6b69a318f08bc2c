import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { IconButton } from './button';

const StyledDialog = styled.dialog<{ $width: string; $side: boolean }>`
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
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) {
      return;
    }
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') {
        dialog.showModal();
      } else {
        dialog.setAttribute('open', '');
      }
      // The browser focuses the first control (the close button); a prompt wants its field instead.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <StyledDialog
      ref={ref}
      $width={width}
      $side={placement === 'side'}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : ariaLabel}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <StyledHeader>
            {title ? <h2 id={titleId}>{title}</h2> : <span />}
            <IconButton label={closeLabel} icon={<X size={20} aria-hidden />} onClick={onClose} />
          </StyledHeader>
          <StyledBody>{children}</StyledBody>
        </>
      )}
    </StyledDialog>
  );
}
