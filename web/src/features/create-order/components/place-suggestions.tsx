import type { PlaceSearchResult, PlaceSuggestion } from '@taxi/contracts';
import { Loader2 } from 'lucide-react';
import styled, { keyframes } from 'styled-components';
import type { SearchStatus } from '@/features/create-order/hooks/use-place-combobox';

const StyledPopup = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  left: 0;
  right: 0;
  z-index: 30;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  overflow: hidden;
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  max-height: 320px;
  overflow-y: auto;
`;

const StyledOption = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid transparent;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.brandSoft};
    border-left-color: ${({ theme }) => theme.colors.brand};
  }
  &:hover:not([aria-selected='true']) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  strong {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.colors.textStrong};
  }
  span {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const StyledStatus = styled.p<{ $error?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
  svg {
    animation: ${spin} 1s linear infinite;
  }
`;

// Google's terms: its autocomplete results carry its attribution.
const StyledAttribution = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  text-align: right;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const STATUS_TEXT: Record<Exclude<SearchStatus, 'ready' | 'short'>, string> = {
  searching: 'Hledám…',
  empty: 'Nic nenalezeno. Zkuste jiný název.',
  error: 'Vyhledávání míst se nezdařilo. Zkuste to prosím znovu.',
};

export type PlaceSuggestionsProps = {
  listboxId: string;
  label: string;
  status: SearchStatus;
  suggestions: readonly PlaceSuggestion[];
  active: number;
  provider: PlaceSearchResult['provider'] | undefined;
  optionId: (index: number) => string;
  onPick: (suggestion: PlaceSuggestion) => void;
};

/** The combobox's popup: the listbox of suggestions, or why there is none yet. */
export function PlaceSuggestions({
  listboxId,
  label,
  status,
  suggestions,
  active,
  provider,
  optionId,
  onPick,
}: PlaceSuggestionsProps) {
  return (
    <StyledPopup>
      {status === 'ready' ? (
        <StyledList role="listbox" id={listboxId} aria-label={`${label}: návrhy míst`}>
          {suggestions.map((suggestion, index) => (
            <StyledOption
              key={suggestion.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keeps focus in the input, so the pick does not blur and close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(suggestion)}
            >
              <strong>{suggestion.label}</strong>
              {suggestion.secondary && <span>{suggestion.secondary}</span>}
            </StyledOption>
          ))}
        </StyledList>
      ) : (
        status !== 'short' && (
          <StyledStatus role="status" $error={status === 'error'}>
            {status === 'searching' && <Loader2 size={16} aria-hidden />}
            {STATUS_TEXT[status]}
          </StyledStatus>
        )
      )}
      {provider === 'google' && <StyledAttribution>Powered by Google</StyledAttribution>}
    </StyledPopup>
  );
}
