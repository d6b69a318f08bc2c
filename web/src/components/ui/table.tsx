import styled from 'styled-components';

/** Scroll container for long tables; the header row stays visible. */
export const TableScroll = styled.div<{ $maxHeight?: string }>`
  overflow: auto;
  max-height: ${({ $maxHeight = 'none' }) => $maxHeight};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  thead th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textStrong};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    white-space: nowrap;
  }
  tbody tr:hover td {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  tbody tr:last-child td {
    border-bottom: none;
  }
  td[data-numeric],
  th[data-numeric] {
    text-align: right;
  }
  tfoot td {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    background: ${({ theme }) => theme.colors.brandSoft};
    border-top: 2px solid ${({ theme }) => theme.colors.brand};
  }
`;
