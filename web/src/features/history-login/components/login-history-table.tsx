import { CircleCheck, CircleX, History } from 'lucide-react';
import styled from 'styled-components';
import { AsyncContent } from '@/components/ui/async-content';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { Badge, EmptyState, VisuallyHidden } from '@/components/ui/feedback';
import { Table, TableScroll } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { useLoginHistory } from '@/features/history-login/api/get-login-history';
import { isSuccessfulLogin, loginTypeLabel } from '@/features/history-login/utils/login-type';

const StyledTable = styled(Table)`
  tbody tr[data-outcome='success'] td {
    background: ${({ theme }) => theme.colors.successSoft};
  }
  tbody tr[data-outcome='failure'] td {
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
  tbody tr td:first-child {
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.border};
  }
  tbody tr[data-outcome='success'] td:first-child {
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.success};
  }
  tbody tr[data-outcome='failure'] td:first-child {
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.danger};
  }
  tbody tr:hover td {
    filter: brightness(0.98);
  }
`;

const StyledNowrap = styled.span`
  white-space: nowrap;
`;

/** Uživatel, Typ, Čas: green rows for a login, red for everything else, the type also in words. */
export function LoginHistoryTable() {
  const history = useLoginHistory();
  return (
    <Card aria-labelledby="login-history-title">
      <CardHeader>
        <CardTitle id="login-history-title">Historie přihlášení</CardTitle>
      </CardHeader>
      <AsyncContent result={history} skeletonRows={10} loadingLabel="Načítám historii přihlášení">
        {(entries) =>
          entries.length === 0 ? (
            <EmptyState icon={<History size={32} aria-hidden />} title="Zatím tu není žádné přihlášení" />
          ) : (
            // Focusable so the long list can be scrolled from the keyboard.
            <TableScroll
              $maxHeight="70vh"
              tabIndex={0}
              role="region"
              aria-label="Historie přihlášení, posuvný seznam"
            >
              <StyledTable>
                <caption>
                  <VisuallyHidden>Historie přihlášení</VisuallyHidden>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Uživatel</th>
                    <th scope="col">Typ</th>
                    <th scope="col">Čas</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => {
                    const success = isSuccessfulLogin(entry.type);
                    return (
                      <tr
                        key={entry.id}
                        data-outcome={success ? 'success' : 'failure'}
                        data-type={entry.type}
                      >
                        <td>{entry.name}</td>
                        <td>
                          <Badge $tone={success ? 'success' : 'danger'}>
                            {success ? (
                              <CircleCheck size={12} aria-hidden />
                            ) : (
                              <CircleX size={12} aria-hidden />
                            )}
                            {loginTypeLabel(entry.type)}
                          </Badge>
                        </td>
                        <td>
                          <StyledNowrap>
                            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                          </StyledNowrap>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </StyledTable>
            </TableScroll>
          )
        }
      </AsyncContent>
    </Card>
  );
}
