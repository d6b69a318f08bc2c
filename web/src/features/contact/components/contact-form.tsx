import type { ContactMessage } from '@taxi/contracts';
import { Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { useFormLive } from '@/lib/forms/use-form-live';
import { FormAlert } from '@/components/ui/form-alert';
import { CONTACT_MAX_LENGTH } from '@/features/contact/contact-limits';
import { type ContactTexts, wordContactIssue } from '@/features/contact/contact-words';

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: 1fr 1fr;
    .wide {
      grid-column: 1 / -1;
    }
  }
  input,
  textarea {
    min-height: 48px;
  }
  button[type='submit'] {
    min-height: 52px;
    padding: 0 ${({ theme }) => theme.space.xxl};
    border-radius: ${({ theme }) => theme.radius.pill};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

type Status = 'idle' | 'sent' | 'failed' | 'throttled';

const FIELDS = ['name', 'email', 'subject', 'message'] as const satisfies readonly (keyof ContactMessage)[];
const isField = (field: string): field is keyof ContactMessage =>
  (FIELDS as readonly string[]).includes(field);

/**
 * The contact form (spec: name, email, subject, message, all required), in the page's language
 * (`texts`). On failure everything typed stays in place; on success the form is cleared. The
 * gateway's answers arrive as codes (a field's fault, too many messages) and are worded here.
 */
export function ContactForm({ texts }: { texts: ContactTexts }) {
  // The landing page's first download stays without zod: the rules load with the first Odeslat.
  const resolver = useMemo(
    () =>
      lazyResolver(async () =>
        (await import('@/features/contact/contact-form-schema')).contactResolver(texts),
      ),
    [texts],
  );
  const { register, handleSubmit, reset, setError, formState } = useForm<ContactMessage>({
    resolver,
    defaultValues: EMPTY,
  });
  const [status, setStatus] = useState<Status>('idle');
  const sending = formState.isSubmitting;
  const live = useFormLive();

  // The resolver hands over the trimmed message.
  const submit = async (message: ContactMessage) => {
    const outcome = await import('@/features/contact/api/send-contact-message')
      .then(({ sendContactMessage }) => sendContactMessage(message))
      .catch(() => ({ sent: false as const, code: undefined, issues: [] }));
    if (outcome.sent) {
      reset(EMPTY);
      setStatus('sent');
      return;
    }
    for (const issue of outcome.issues) {
      const field = issue.path.replace(/^body\./, '');
      if (isField(field) && issue.code) {
        setError(field, {
          type: 'server',
          message: wordContactIssue(texts, field, { code: issue.code, limit: issue.limit }),
        });
      }
    }
    setStatus(outcome.code === 'rate-limited' ? 'throttled' : 'failed');
  };

  const common = (field: keyof ContactMessage) => ({
    id: `contact-${field}`,
    registration: register(field),
    error: formState.errors[field],
    required: true,
    maxLength: CONTACT_MAX_LENGTH[field],
  });

  return (
    <StyledForm
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      aria-labelledby="contact-form-title"
    >
      <TextField {...common('name')} label={texts.name} autoComplete="name" />
      <TextField
        {...common('email')}
        label={texts.email}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <div className="wide">
        <TextField {...common('subject')} label={texts.subject} />
      </div>
      <div className="wide">
        <TextAreaField {...common('message')} label={texts.message} rows={6} />
      </div>
      {status === 'sent' && (
        <div className="wide">
          <FormAlert tone="success">{texts.sent}</FormAlert>
        </div>
      )}
      {(status === 'failed' || status === 'throttled') && (
        <div className="wide">
          <FormAlert tone="error">{status === 'throttled' ? texts.throttled : texts.failed}</FormAlert>
        </div>
      )}
      <StyledActions className="wide">
        <Button type="submit" disabled={sending || !live} icon={<Send size={18} aria-hidden />}>
          {sending ? texts.sending : texts.send}
        </Button>
        <p>{texts.note}</p>
      </StyledActions>
    </StyledForm>
  );
}
