import styled from 'styled-components';

/** A row of labelled date or time inputs (the period's Od / Do, the shift's start) and their buttons. */
export const StyledFields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  input {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md};
    font: inherit;
  }
`;

/** A chart's SVG: small muted axis text with figures of one width. */
export const StyledChartSvg = styled.svg`
  display: block;
  overflow: visible;
  text {
    font-size: 11px;
    fill: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;
