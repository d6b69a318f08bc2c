import { HANDOVER_NOTE_MAX, type HandoverNote } from '@taxi/contracts';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/components/ui/error-message';
import { TextAreaField } from '@/components/ui/field';
import { formatDateTime } from '@/lib/format';
import { useSaveHandoverNote } from '@/features/reports/api/handover-note';

const StyledNote = styled.blockquote`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-left: 4px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
  footer {
    margin-top: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  > div {
    align-self: stretch;
  }
`;

const StyledStatus = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.success)};
`;

/** The note for the next shift as saved (who and when), and a form to write a new one (not printed). */
export function HandoverNoteForm({ note }: { note: HandoverNote | null }) {
  const [text, setText] = useState(note?.text ?? '');
  const save = useSaveHandoverNote();
  const tooLong = text.length > HANDOVER_NOTE_MAX;
  return (
    <>
      {note ? (
        <StyledNote>
          <p>{note.text || '(prázdná poznámka)'}</p>
          <footer>
            {note.author ?? 'Neznámý dispečer'}, {formatDateTime(note.at)}
          </footer>
        </StyledNote>
      ) : (
        <p>Poznámka zatím není.</p>
      )}
      <StyledForm
        data-print="hide"
        onSubmit={(event) => {
          event.preventDefault();
          if (!tooLong) {
            save.mutate(text);
          }
        }}
      >
        <TextAreaField
          label="Nová poznámka pro další směnu"
          rows={5}
          value={text}
          maxLength={HANDOVER_NOTE_MAX}
          count={text.length}
          error={tooLong ? `Nejvýše ${HANDOVER_NOTE_MAX} znaků.` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={save.isPending || tooLong}>
          Uložit poznámku
        </Button>
        {save.isSuccess && !save.isPending && <StyledStatus role="status">Poznámka uložena.</StyledStatus>}
        {save.error && (
          <StyledStatus $error role="alert">
            {errorMessage(save.error)}
          </StyledStatus>
        )}
      </StyledForm>
    </>
  );
}
