import { css } from 'styled-components';

/**
 * The text of a car row wherever cars are offered for an order (Nejbližší vozy on the create form,
 * the driver picker): a muted details line with the plate in monospace, and the time to the pickup
 * large on the right.
 */
export const vehicleRowText = css`
  .details {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .plate {
    font-family: ${({ theme }) => theme.font.mono};
    color: ${({ theme }) => theme.colors.text};
  }
  .eta {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.textStrong};
    white-space: nowrap;
  }
`;
