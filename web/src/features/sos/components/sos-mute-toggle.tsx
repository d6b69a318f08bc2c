import { Volume2, VolumeX } from 'lucide-react';
import styled from 'styled-components';

const StyledToggle = styled.button<{ $onDark: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme, $onDark }) => ($onDark ? theme.colors.textOnDark : theme.colors.borderStrong)};
  background: transparent;
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.textOnDark : theme.colors.text)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  white-space: nowrap;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.surface};
  }
`;

/** Mutes the alarm sound (the title still flashes and the strip stays); pressed = muted. */
export function SosMuteToggle({
  muted,
  onChange,
  onDark = false,
}: {
  muted: boolean;
  onChange: (muted: boolean) => void;
  onDark?: boolean;
}) {
  return (
    <StyledToggle
      type="button"
      aria-pressed={muted}
      $onDark={onDark}
      title={muted ? 'Zvuk SOS alarmu je ztlumený' : 'Zvuk SOS alarmu je zapnutý'}
      onClick={() => onChange(!muted)}
    >
      {muted ? <VolumeX size={16} aria-hidden /> : <Volume2 size={16} aria-hidden />}
      Ztlumit alarm
    </StyledToggle>
  );
}
