import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { Dialog } from './dialog';
import { TextField } from './field';

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
  /** When set, the user must type this word (e.g. `ano`) before confirming. */
  requireText?: string;
  busy?: boolean;
};

/** Asks before a destructive action; optionally makes the user type the confirmation word. */
export function ConfirmDialog({
  open,
  title,
  question,
  confirmLabel,
  onConfirm,
  onCancel,
  requireText,
  busy = false,
}: ConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const confirmed = requireText === undefined || typed.trim().toLowerCase() === requireText.toLowerCase();

  const close = () => {
    setTyped('');
    onCancel();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed && !busy) {
      setTyped('');
      onConfirm();
    }
  };

  return (
    <Dialog open={open} onClose={close} title={title}>
      <form onSubmit={submit}>
        {requireText === undefined ? (
          <p>{question}</p>
        ) : (
          <TextField
            label={question}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoFocus
            autoComplete="off"
          />
        )}
        <StyledActions>
          <Button variant="secondary" onClick={close}>
            Zrušit
          </Button>
          <Button variant="danger" type="submit" disabled={!confirmed || busy}>
            {confirmLabel}
          </Button>
        </StyledActions>
      </form>
    </Dialog>
  );
}
