import {
  NOTIFICATION_CONTENT_MAX,
  NOTIFICATION_CONTENT_ROWS,
  NOTIFICATION_TITLE_MAX,
  NotificationCreateRequestSchema,
} from '@taxi/contracts';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { errorMessage, fieldErrorsOf, issuesToFieldErrors } from '../../../components/ui/error-message';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { useCreateNotification } from '../api/create-notification';

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

/** Title (max 20) and text (max 255, 4 rows) with visible counters; after sending the form clears. */
export function NotificationForm() {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const createNotification = useCreateNotification();
  const toast = useToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = NotificationCreateRequestSchema.safeParse({ title, content });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
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
    </Card>
  );
}
