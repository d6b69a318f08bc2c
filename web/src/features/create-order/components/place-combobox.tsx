import type { Place } from '@taxi/contracts';
import { Check, Loader2 } from 'lucide-react';
import { useId } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { StyledInput } from '@/components/ui/field';
import { usePlaceCombobox } from '@/features/create-order/hooks/use-place-combobox';
import { PlaceSuggestions } from './place-suggestions';
import { RoutePin, type RouteEnd } from './route-pin';

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.textStrong};
`;

const StyledControl = styled.div`
  position: relative;
  > ${RoutePin} {
    position: absolute;
    left: ${({ theme }) => theme.space.sm};
    top: 50%;
    transform: translateY(-50%);
  }
  > input {
    padding-left: 40px;
    padding-right: 36px;
  }
`;

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const StyledState = styled.span<{ $busy?: boolean }>`
  position: absolute;
  right: ${({ theme }) => theme.space.md};
  top: 50%;
  transform: translateY(-50%);
  display: flex;
  color: ${({ theme, $busy }) => ($busy ? theme.colors.textMuted : theme.colors.success)};
  ${({ $busy }) =>
    $busy &&
    css`
      svg {
        animation: ${spin} 1s linear infinite;
      }
    `}
`;

const StyledError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

export type PlaceComboboxProps = {
  label: string;
  placeholder: string;
  end: RouteEnd;
  value: Place | null;
  onChange: (place: Place | null) => void;
  error?: string;
  autoFocus?: boolean;
  /** The input's id (one is generated otherwise), e.g. for the previous field to move focus here. */
  id?: string;
  /** Called once a suggestion is chosen: the form moves focus to the next field. */
  onPicked?: () => void;
};

const RESOLVE_FAILED = 'Souřadnice místa se nepodařilo zjistit. Vyberte ho prosím znovu.';

/** Odkud / Kam: a text field that suggests places as you type and accepts only a picked one. */
export function PlaceCombobox({
  label,
  placeholder,
  end,
  value,
  onChange,
  error,
  autoFocus,
  id: givenId,
  onPicked,
}: PlaceComboboxProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const combobox = usePlaceCombobox({ value, onChange, onPicked });
  const message = combobox.resolveFailed ? RESOLVE_FAILED : error;
  const listShown = combobox.expanded && combobox.status === 'ready';

  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledControl>
        <RoutePin $end={end} aria-hidden="true">
          {end === 'pickup' ? 'A' : 'B'}
        </RoutePin>
        <StyledInput
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          // A dispatcher on the phone starts typing the pickup at once.
          autoFocus={autoFocus}
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listShown ? listboxId : undefined}
          aria-activedescendant={listShown && combobox.active >= 0 ? optionId(combobox.active) : undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          aria-busy={combobox.resolving || undefined}
          $invalid={Boolean(message)}
          value={combobox.text}
          onChange={(event) => combobox.type(event.target.value)}
          onKeyDown={combobox.onKeyDown}
          onFocus={combobox.onFocus}
          onBlur={combobox.close}
        />
        {combobox.resolving ? (
          <StyledState $busy role="status" aria-label="Načítám souřadnice místa">
            <Loader2 size={18} aria-hidden />
          </StyledState>
        ) : (
          value && (
            <StyledState title="Místo vybráno">
              <Check size={18} aria-hidden />
            </StyledState>
          )
        )}
        {combobox.expanded && (
          <PlaceSuggestions
            listboxId={listboxId}
            label={label}
            status={combobox.status}
            suggestions={combobox.suggestions}
            active={combobox.active}
            provider={combobox.provider}
            optionId={optionId}
            onPick={combobox.pick}
          />
        )}
      </StyledControl>
      {message && (
        <StyledError id={`${id}-error`} role="alert">
          {message}
        </StyledError>
      )}
    </StyledField>
  );
}
