import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';

const StyledNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledDetails = styled.details`
  margin-top: ${({ theme }) => theme.space.md};
  summary {
    cursor: pointer;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.colors.textStrong};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

/** A card of the report: its heading, what its figures mean, the content, and controls beside the title. */
export function ReportSection({
  title,
  note,
  actions,
  children,
}: {
  title: string;
  note?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card aria-label={title}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {actions}
      </CardHeader>
      {note && <StyledNote>{note}</StyledNote>}
      {children}
    </Card>
  );
}

/**
 * A chart's numbers as a table, one click away for the eye, a screen reader and copying. The table is
 * drawn when opened: a year's 366 rows would otherwise be redrawn, unseen, at every change of period.
 */
export function ChartValues({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <StyledDetails onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Hodnoty v tabulce</summary>
      {open && children}
    </StyledDetails>
  );
}
