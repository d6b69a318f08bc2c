import { Volume2, VolumeX } from 'lucide-react';
import styled from 'styled-components';
import { HiddenOnPhone } from '@/components/ui/feedback';

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
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    min-height: 24px;
    padding: 0 ${({ theme }) => theme.space.sm};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.surface};
  }
`;

export const MUTE_LABEL = 'Ztlumit alarm';
export const MUTED_LABEL = 'Alarm ztlumen';

/**
 * Mutes the alarm sound of SOS alerts and pre-order reminders, and the web orders' chime (the title
 * still flashes and the strip stays); pressed = muted, and the label says the state ("Alarm ztlumen")
 * so it is not told by the icon alone.
 */
export function SosMuteToggle({
  muted,
  onChange,
  onDark = false,
  describedBy,
}: {
  muted: boolean;
  onChange: (muted: boolean) => void;
  onDark?: boolean;
  /** The id of a note about the sound (e.g. that it starts after the first click). */
  describedBy?: string;
}) {
  return (
    <StyledToggle
      type="button"
      aria-pressed={muted}
      aria-describedby={describedBy}
      $onDark={onDark}
      title={
        muted
          ? 'Zvuky upozornění (SOS, předobjednávky, objednávky z webu) jsou ztlumené; kliknutím je zapnete'
          : 'Zvuky upozornění (SOS, předobjednávky, objednávky z webu) jsou zapnuté'
      }
      onClick={() => onChange(!muted)}
    >
      {muted ? <VolumeX size={16} aria-hidden /> : <Volume2 size={16} aria-hidden />}
      {/* A phone shows the icon only; the label stays the button's name. */}
      <HiddenOnPhone>{muted ? MUTED_LABEL : MUTE_LABEL}</HiddenOnPhone>
    </StyledToggle>
  );
}
