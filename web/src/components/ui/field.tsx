import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import styled, { css } from 'styled-components';

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const StyledLabelRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.textStrong};
`;

const StyledCounter = styled.span<{ $over: boolean }>`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
  font-variant-numeric: tabular-nums;
`;

const StyledHelp = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

export const controlStyle = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  &:read-only {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledInput = styled.input<{ $invalid?: boolean }>`
  ${controlStyle}
`;
const StyledTextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyle}
  resize: vertical;
`;
const StyledSelect = styled.select<{ $invalid?: boolean }>`
  ${controlStyle}
`;

type FieldFrameProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  counter?: { length: number; max: number };
  children: ReactNode;
};

function FieldFrame({ id, label, error, hint, counter, children }: FieldFrameProps) {
  return (
    <StyledField>
      <StyledLabelRow>
        <StyledLabel htmlFor={id}>{label}</StyledLabel>
        {counter && (
          <StyledCounter id={`${id}-counter`} $over={counter.length > counter.max} aria-live="polite">
            {counter.length}/{counter.max}
          </StyledCounter>
        )}
      </StyledLabelRow>
      {children}
      {error ? (
        <StyledHelp id={`${id}-error`} $error role="alert">
          {error}
        </StyledHelp>
      ) : (
        hint && <StyledHelp id={`${id}-hint`}>{hint}</StyledHelp>
      )}
    </StyledField>
  );
}

type CommonProps = { label: ReactNode; error?: string; hint?: ReactNode; showCounter?: boolean };

function describedBy(id: string, error?: string, hint?: ReactNode, counter?: boolean): string | undefined {
  const ids = [error ? `${id}-error` : hint ? `${id}-hint` : null, counter ? `${id}-counter` : null].filter(
    Boolean,
  );
  return ids.length ? ids.join(' ') : undefined;
}

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & CommonProps;

/** Labelled input with optional error, hint and a visible character counter (when `maxLength` is set). */
export function TextField({ label, error, hint, showCounter, id, ...input }: TextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const counter =
    showCounter && input.maxLength
      ? { length: String(input.value ?? '').length, max: input.maxLength }
      : undefined;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} counter={counter}>
      <StyledInput
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint, Boolean(counter))}
        $invalid={Boolean(error)}
        {...input}
      />
    </FieldFrame>
  );
}

/** A Czech phone number: the phone keypad on touch screens, the expected format as placeholder. */
export function PhoneField({
  label = 'Telefon',
  ...props
}: Omit<TextFieldProps, 'label'> & { label?: ReactNode }) {
  return (
    <TextField
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="off"
      placeholder="+420 777 123 456"
      {...props}
    />
  );
}

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & CommonProps;

export function TextAreaField({ label, error, hint, showCounter, id, ...textarea }: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const counter =
    showCounter && textarea.maxLength
      ? { length: String(textarea.value ?? '').length, max: textarea.maxLength }
      : undefined;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint} counter={counter}>
      <StyledTextArea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint, Boolean(counter))}
        $invalid={Boolean(error)}
        {...textarea}
      />
    </FieldFrame>
  );
}

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & CommonProps;

export function SelectField({ label, error, hint, id, children, ...select }: SelectFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint}>
      <StyledSelect
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint, false)}
        $invalid={Boolean(error)}
        {...select}
      >
        {children}
      </StyledSelect>
    </FieldFrame>
  );
}
