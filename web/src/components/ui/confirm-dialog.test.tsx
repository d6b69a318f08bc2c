import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { answersWith, ConfirmDialog } from './confirm-dialog';

const PROMPT = 'Opravdu chcete smaza zákazníka? (ano/ne)';

function renderPrompt() {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(
    <ConfirmDialog
      open
      title="Smazat zákazníka Jan Novák"
      question={PROMPT}
      requireText="ano"
      confirmLabel="Potvrdit"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel };
}

function answer(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: PROMPT }), { target: { value: text } });
  fireEvent.submit(screen.getByRole('textbox', { name: PROMPT }).closest('form')!);
}

describe('ConfirmDialog as the delete prompt', () => {
  // jsdom has no modal dialogs; the component falls back to the open attribute.
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = undefined as unknown as () => void;
  });

  it.each(['ano', 'ANO', '  Ano  '])('deletes on "%s"', (text) => {
    const { onConfirm, onCancel } = renderPrompt();
    answer(text);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it.each(['ne', '', '   ', 'ano ne', 'anoo', 'yes'])('cancels on "%s"', (text) => {
    const { onConfirm, onCancel } = renderPrompt();
    answer(text);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('says what the answer does', () => {
    renderPrompt();
    expect(screen.getByRole('textbox', { name: PROMPT })).toHaveAccessibleDescription(
      'Napište „ano“; jiná odpověď akci zruší.',
    );
  });

  it('compares the answer without case or surrounding spaces only', () => {
    expect([answersWith(' ANO ', 'ano'), answersWith('a no', 'ano'), answersWith('', 'ano')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
