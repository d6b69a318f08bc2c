import {
  NOTIFICATION_CONTENT_MAX,
  NOTIFICATION_CONTENT_ROWS,
  NOTIFICATION_TITLE_MAX,
  type NotificationCreateRequest,
} from '@taxi/contracts';
import { Send } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage, fieldErrorsOf } from '@/components/ui/error-message';
import { TextAreaField, TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useConfirm } from '@/components/ui/use-confirm';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { showServerErrors } from '@/lib/forms/server-errors';
import { useDrivers } from '@/lib/queries/get-drivers';
import { useCreateNotification } from '@/features/notifications/api/create-notification';
import { NotificationPreview } from './notification-preview';

// The rules (zod and the contract's schema) load with the first check, not with the screen.
const resolver = lazyResolver(
  async () => (await import('@/features/notifications/notification-form-schema')).notificationResolver,
);
const EMPTY: NotificationCreateRequest = { title: '', content: '' };

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
  const { register, handleSubmit, reset, setError, control, formState } = useForm({
    resolver,
    defaultValues: EMPTY,
  });
  const [title, content] = useWatch({ control, name: ['title', 'content'] });
  const createNotification = useCreateNotification();
  const toast = useToast();
  const confirm = useConfirm();
  const driverCount = useDrivers().data?.length;

  const submit = (notification: NotificationCreateRequest) => {
    const send = () =>
      createNotification.mutate(notification, {
        onSuccess: (sent) => {
          toast.success(`Oznámení „${sent.title}“ bylo odesláno`);
          reset(EMPTY);
        },
        onError: (error) => {
          showServerErrors(setError, fieldErrorsOf(error), ['title', 'content']);
          toast.error(errorMessage(error));
        },
      });
    confirm.ask({
      title: 'Odeslat oznámení řidičům?',
      question: `Oznámení přijde ${recipients(driverCount)} a nelze ho vzít zpět.`,
      confirmLabel: 'Odeslat všem řidičům',
      confirmVariant: 'primary',
      children: <NotificationPreview notification={notification} />,
      onConfirm: send,
    });
  };

  return (
    <Card aria-labelledby="notification-form-title">
      <CardHeader>
        <CardTitle id="notification-form-title">Nové oznámení</CardTitle>
      </CardHeader>
      <StyledForm onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        <TextField
          label="Nadpis"
          maxLength={NOTIFICATION_TITLE_MAX}
          count={title.length}
          autoComplete="off"
          registration={register('title')}
          error={formState.errors.title}
        />
        <TextAreaField
          label="Text"
          maxLength={NOTIFICATION_CONTENT_MAX}
          rows={NOTIFICATION_CONTENT_ROWS}
          count={content.length}
          registration={register('content')}
          error={formState.errors.content}
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
