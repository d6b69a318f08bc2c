import type { ContactMessage } from '@taxi/contracts';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { FormAlert } from '@/components/ui/form-alert';
import { CONTACT_MAX_LENGTH } from '@/features/contact/contact-limits';
import { CONTACT_FAILURE_MESSAGE, CONTACT_SUCCESS_MESSAGE } from '@/features/contact/messages';

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

type Status = 'idle' | 'sent' | 'failed';

// The landing page's first download stays without zod: the rules load with the first Odeslat.
const resolver = lazyResolver(
  async () => (await import('@/features/contact/contact-form-schema')).contactResolver,
);

/**
 * The contact form (spec: name, email, subject, message, all required). On failure everything
 * typed stays in place; on success the form is cleared.
 */
export function ContactForm() {
  const { register, handleSubmit, reset, formState } = useForm<ContactMessage>({
    resolver,
    defaultValues: EMPTY,
  });
  const [status, setStatus] = useState<Status>('idle');
  const sending = formState.isSubmitting;

  // The resolver hands over the trimmed message.
  const submit = async (message: ContactMessage) => {
    try {
      const { sendContactMessage } = await import('@/features/contact/api/send-contact-message');
      await sendContactMessage(message);
      reset(EMPTY);
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
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
      <TextField {...common('name')} label="Jméno" autoComplete="name" />
      <TextField {...common('email')} label="E-mail" type="email" autoComplete="email" inputMode="email" />
      <div className="wide">
        <TextField {...common('subject')} label="Předmět" />
      </div>
      <div className="wide">
        <TextAreaField {...common('message')} label="Zpráva" rows={6} />
      </div>
      {status === 'sent' && (
        <div className="wide">
          <FormAlert tone="success">{CONTACT_SUCCESS_MESSAGE}</FormAlert>
        </div>
      )}
      {status === 'failed' && (
        <div className="wide">
          <FormAlert tone="error">{CONTACT_FAILURE_MESSAGE}</FormAlert>
        </div>
      )}
      <StyledActions className="wide">
        <Button type="submit" disabled={sending} icon={<Send size={18} aria-hidden />}>
          {sending ? 'Odesílám…' : 'Odeslat zprávu'}
        </Button>
        <p>Všechna pole jsou povinná. Odpovídáme obvykle do druhého dne.</p>
      </StyledActions>
    </StyledForm>
  );
}
