import { czechPlural, endpointRoutes } from '@taxi/contracts';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSyncExternalStore } from 'react';
import { skippedRecords, subscribeSkippedRecords } from '@/lib/skipped-records';

const StyledNotice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.warning};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** `3 záznamy nelze zobrazit` */
export function skippedRecordsText(count: number): string {
  return `${count} ${czechPlural(count, 'záznam', 'záznamy', 'záznamů')} nelze zobrazit`;
}

/**
 * Says when a list shows fewer records than the server sent (some could not be read), so nobody
 * mistakes a shorter list for the whole one. Disappears with the next complete answer.
 */
export function SkippedRecordsNotice({ statusPath }: { statusPath: string }) {
  const skipped = useSyncExternalStore(subscribeSkippedRecords, skippedRecords);
  if (skipped.size === 0) {
    return null;
  }
  return (
    <StyledNotice role="status">
      <AlertTriangle size={16} aria-hidden />
      <div>
        <ul>
          {[...skipped].map(([call, count]) => (
            <li key={call}>
              {endpointRoutes[call].summary}: {skippedRecordsText(count)}
            </li>
          ))}
        </ul>
        Server je poslal v nečitelném tvaru. Podrobnosti v <Link to={statusPath}>Stavu systému</Link>.
      </div>
    </StyledNotice>
  );
}
