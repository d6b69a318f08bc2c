import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from './feedback';

const StyledField = styled.div<{ $inline?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  ${({ $inline, theme }) =>
    $inline &&
    css`
      flex-direction: row;
      flex-wrap: wrap;
      align-items: center;
      column-gap: ${theme.space.sm};
      > p {
        flex-basis: 100%;
      }
    `}
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
  hideLabel?: boolean;
  inline?: boolean;
  error?: string;
  hint?: ReactNode;
  counter?: { length: number; max: number };
  children: ReactNode;
};

function FieldFrame({ id, label, hideLabel, inline, error, hint, counter, children }: FieldFrameProps) {
  return (
    <StyledField $inline={inline}>
      {hideLabel && !counter ? (
        <VisuallyHidden as="label" htmlFor={id}>
          {label}
        </VisuallyHidden>
      ) : (
        <StyledLabelRow>
          {hideLabel ? (
            <VisuallyHidden as="label" htmlFor={id}>
              {label}
            </VisuallyHidden>
          ) : (
            <StyledLabel htmlFor={id}>{label}</StyledLabel>
          )}
          {counter && (
            <StyledCounter id={`${id}-counter`} $over={counter.length > counter.max} aria-live="polite">
              {counter.length}/{counter.max}
            </StyledCounter>
          )}
        </StyledLabelRow>
      )}
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

/**
 * What every field takes besides its control's own attributes. `registration` is what react-hook-form's
 * `register(name)` returns; `error` is a message or react-hook-form's error of that field; `count` is the
 * number of characters typed, shown against `maxLength`.
 */
type CommonProps = {
  label: ReactNode;
  /** The label stays for screen readers only (a cell of a table whose header names the column). */
  hideLabel?: boolean;
  /** The label beside the control rather than above it (a short label such as Od / Do). */
  inline?: boolean;
  error?: string | FieldError;
  hint?: ReactNode;
  count?: number;
  registration?: UseFormRegisterReturn;
};

function messageOf(error: CommonProps['error']): string | undefined {
  return typeof error === 'string' ? error || undefined : error?.message || undefined;
}

/** The one place that ties a control to its label, error text, hint and counter. */
function useFieldWiring({
  id,
  error,
  hint,
  count,
  maxLength,
  required,
  describedBy: also,
}: Pick<CommonProps, 'error' | 'hint' | 'count'> & {
  id?: string;
  maxLength?: number;
  required?: boolean;
  /** Further descriptions of the control (say, the row it belongs to), read after its own. */
  describedBy?: string;
}) {
  const generated = useId();
  const fieldId = id ?? generated;
  const message = messageOf(error);
  const counter = count !== undefined && maxLength ? { length: count, max: maxLength } : undefined;
  const ids = [
    message ? `${fieldId}-error` : hint ? `${fieldId}-hint` : null,
    counter ? `${fieldId}-counter` : null,
    also ?? null,
  ];
  const describedBy = ids.filter(Boolean).join(' ') || undefined;
  return {
    frame: { id: fieldId, error: message, hint, counter },
    control: {
      id: fieldId,
      required,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': describedBy,
      $invalid: Boolean(message),
    },
  };
}

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & CommonProps;

/** Labelled input with optional error, hint and a visible character counter (`count` and `maxLength`). */
export function TextField({
  label,
  hideLabel,
  inline,
  'aria-describedby': describedBy,
  error,
  hint,
  count,
  registration,
  id,
  required,
  ...input
}: TextFieldProps) {
  const { frame, control } = useFieldWiring({
    id,
    error,
    hint,
    count,
    maxLength: input.maxLength,
    required,
    describedBy,
  });
  return (
    <FieldFrame {...frame} label={label} hideLabel={hideLabel} inline={inline}>
      <StyledInput {...control} {...input} {...registration} />
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

export function TextAreaField({
  label,
  hideLabel,
  inline,
  'aria-describedby': describedBy,
  error,
  hint,
  count,
  registration,
  id,
  required,
  ...textarea
}: TextAreaFieldProps) {
  const { frame, control } = useFieldWiring({
    id,
    error,
    hint,
    count,
    maxLength: textarea.maxLength,
    required,
    describedBy,
  });
  return (
    <FieldFrame {...frame} label={label} hideLabel={hideLabel} inline={inline}>
      <StyledTextArea {...control} {...textarea} {...registration} />
    </FieldFrame>
  );
}

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & Omit<CommonProps, 'count'>;

export function SelectField({
  label,
  hideLabel,
  inline,
  'aria-describedby': describedBy,
  error,
  hint,
  registration,
  id,
  required,
  children,
  ...select
}: SelectFieldProps) {
  const { frame, control } = useFieldWiring({ id, error, hint, required, describedBy });
  return (
    <FieldFrame {...frame} label={label} hideLabel={hideLabel} inline={inline}>
      <StyledSelect {...control} {...select} {...registration}>
        {children}
      </StyledSelect>
    </FieldFrame>
  );
}
