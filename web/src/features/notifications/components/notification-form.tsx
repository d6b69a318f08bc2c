import {
  NOTIFICATION_CONTENT_MAX,
  NOTIFICATION_CONTENT_ROWS,
  NOTIFICATION_TITLE_MAX,
  NotificationCreateRequestSchema,
} from '@taxi/contracts';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage, fieldErrorsOf, issuesToFieldErrors } from '@/components/ui/error-message';
import { TextAreaField, TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useConfirm } from '@/components/ui/use-confirm';
import { useDrivers } from '@/lib/queries/get-drivers';
import { useCreateNotification } from '@/features/notifications/api/create-notification';
import { NotificationPreview } from './notification-preview';

type Errors = { title?: string; content?: string };

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

// "všem 6 řidičům"; without the list the count is left out rather than guessed.
function recipients(count: number | undefined): string {
  return count === undefined ? 'všem řidičům' : `všem řidičům (${count})`;
}

/**
 * Title (max 20) and text (max 255, 4 rows) with visible counters. Odeslat first shows what the
 * drivers will see and asks, since a sent notification cannot be recalled; then the form clears.
 */
export function NotificationForm() {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const createNotification = useCreateNotification();
  const toast = useToast();
  const confirm = useConfirm();
  const driverCount = useDrivers().data?.length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = NotificationCreateRequestSchema.safeParse({ title, content });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    const send = () =>
      createNotification.mutate(parsed.data, {
        onSuccess: (notification) => {
          toast.success(`Oznámení „${notification.title}“ bylo odesláno`);
          setTitle('');
          setContent('');
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          toast.error(errorMessage(error));
        },
      });
    confirm.ask({
      title: 'Odeslat oznámení řidičům?',
      question: `Oznámení přijde ${recipients(driverCount)} a nelze ho vzít zpět.`,
      confirmLabel: 'Odeslat všem řidičům',
      confirmVariant: 'primary',
      children: <NotificationPreview notification={parsed.data} />,
      onConfirm: send,
    });
  };

  return (
    <Card aria-labelledby="notification-form-title">
      <CardHeader>
        <CardTitle id="notification-form-title">Nové oznámení</CardTitle>
      </CardHeader>
      <StyledForm onSubmit={submit} noValidate>
        <TextField
          label="Nadpis"
          value={title}
          maxLength={NOTIFICATION_TITLE_MAX}
          showCounter
          autoComplete="off"
          error={errors.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextAreaField
          label="Text"
          value={content}
          maxLength={NOTIFICATION_CONTENT_MAX}
          rows={NOTIFICATION_CONTENT_ROWS}
          showCounter
          error={errors.content}
          onChange={(event) => setContent(event.target.value)}
        />
        <StyledActions>
          <Button type="submit" icon={<Send size={18} aria-hidden />} disabled={createNotification.isPending}>
            Odeslat
          </Button>
        </StyledActions>
      </StyledForm>
      {confirm.dialog}
    </Card>
  );
}
