import type { ContactMessage } from '@taxi/contracts';
import { Send } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { FormAlert } from '@/features/site/components/form-alert';
import { CONTACT_FAILURE_MESSAGE, CONTACT_SUCCESS_MESSAGE } from '@/features/contact/messages';
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  type ContactErrors,
  type ContactField,
  validateContactMessage,
} from '@/features/contact/validate-contact-message';

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

type Status = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * The contact form (spec: name, email, subject, message, all required). On failure everything
 * typed stays in place; on success the form is cleared.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<Status>('idle');

  const change = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) {
      setErrors(validateContactMessage(next));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') {
      return;
    }
    setSubmitted(true);
    const found = validateContactMessage(values);
    setErrors(found);
    const firstInvalid = CONTACT_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(`contact-${firstInvalid}`)?.focus();
      return;
    }
    setStatus('sending');
    try {
      const { sendContactMessage } = await import('@/features/contact/api/send-contact-message');
      await sendContactMessage({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      });
      setValues(EMPTY);
      setSubmitted(false);
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
  };

  const common = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    onChange: change(field),
    error: errors[field],
    required: true,
    maxLength: CONTACT_MAX_LENGTH[field],
  });

  return (
    <StyledForm noValidate onSubmit={(event) => void submit(event)} aria-labelledby="contact-form-title">
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
        <Button type="submit" disabled={status === 'sending'} icon={<Send size={18} aria-hidden />}>
          {status === 'sending' ? 'Odesílám…' : 'Odeslat zprávu'}
        </Button>
        <p>Všechna pole jsou povinná. Odpovídáme obvykle do druhého dne.</p>
      </StyledActions>
    </StyledForm>
  );
}
