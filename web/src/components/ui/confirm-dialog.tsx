import { type FormEvent, type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { Button, type ButtonVariant } from './button';
import { Dialog } from './dialog';
import { TextField } from './field';

/** The prompt's answer counts only when it is the word itself, whatever the case and spaces around. */
export function answersWith(typed: string, word: string): boolean {
  return typed.trim().toLocaleLowerCase('cs') === word.trim().toLocaleLowerCase('cs');
}

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
`;

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** The question, word for word (e.g. the spec's deletion prompts). */
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /**
   * When set, the dialog is a prompt: the action runs only when the user answers with this word
   * (e.g. `ano`); any other answer, or none, cancels it.
   */
  requireText?: string;
  busy?: boolean;
  /** `danger` for what removes or revokes something, `primary` for what sends something. */
  confirmVariant?: ButtonVariant;
  /** Shown under the question, e.g. a preview of what will be sent. */
  children?: ReactNode;
};

/**
 * Asks before an action that cannot be taken back (an accessible modal: focus stays inside, Escape
 * cancels); optionally as a prompt that goes ahead only on the typed confirmation word.
 */
export function ConfirmDialog({
  open,
  title,
  question,
  confirmLabel,
  onConfirm,
  onCancel,
  requireText,
  busy = false,
  confirmVariant = 'danger',
  children,
}: ConfirmDialogProps) {
  const [typed, setTyped] = useState('');

  const close = () => {
    setTyped('');
    onCancel();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) {
      return;
    }
    if (requireText !== undefined && !answersWith(typed, requireText)) {
      close();
      return;
    }
    setTyped('');
    onConfirm();
  };

  return (
    <Dialog open={open} onClose={close} title={title}>
      <form onSubmit={submit}>
        {requireText === undefined ? (
          <p>{question}</p>
        ) : (
          <TextField
            label={question}
            hint={`Napište „${requireText}“; jiná odpověď akci zruší.`}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            data-autofocus
            autoComplete="off"
          />
        )}
        {children}
        <StyledActions>
          <Button variant="secondary" onClick={close}>
            Zrušit
          </Button>
          <Button variant={confirmVariant} type="submit" disabled={busy}>
            {confirmLabel}
          </Button>
        </StyledActions>
      </form>
    </Dialog>
  );
}
