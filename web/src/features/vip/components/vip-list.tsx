import type { Vip } from '@taxi/contracts';
import { SearchX, Ticket } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { CountBadge } from '@/components/ui/count-badge';
import styled from 'styled-components';
import { AsyncContent } from '@/components/ui/async-content';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, VisuallyHidden } from '@/components/ui/feedback';
import { TextField } from '@/components/ui/field';
import { PhoneLink } from '@/components/ui/phone-link';
import { Table, TableScroll } from '@/components/ui/table';
import { useVips } from '@/lib/queries/get-vips';
import { matchesVip } from '@/features/vip/utils/vip-search';

const StyledSearch = styled.div`
  width: min(100%, 320px);
`;

const StyledTable = styled(Table)`
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    th,
    td {
      padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
    }
  }
`;

const StyledCode = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  letter-spacing: 0.06em;
`;

/** The VIP codes, newest first, filtered by code or phone. */
export function VipList() {
  const vips = useVips();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const rows = useMemo(
    () => (vips.data ?? []).filter((vip) => matchesVip(vip, deferredQuery)),
    [vips.data, deferredQuery],
  );

  return (
    <Card aria-labelledby="vip-list-title">
      <CardHeader>
        <CardTitle id="vip-list-title">
          VIP kódy {vips.data && <CountBadge count={vips.data.length} />}
        </CardTitle>
        <StyledSearch>
          <TextField
            label="Hledat"
            type="search"
            placeholder="Kód nebo telefon"
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </StyledSearch>
      </CardHeader>
      <AsyncContent result={vips} loadingLabel="Načítám VIP kódy">
        {(all: Vip[]) =>
          all.length === 0 ? (
            <EmptyState icon={<Ticket size={32} aria-hidden />} title="Zatím tu nejsou žádné VIP kódy" />
          ) : rows.length === 0 ? (
            <EmptyState
              icon={<SearchX size={32} aria-hidden />}
              title="Žádné VIP kódy neodpovídají hledání"
            />
          ) : (
            <TableScroll>
              <StyledTable>
                <caption>
                  <VisuallyHidden>VIP kódy</VisuallyHidden>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Telefon</th>
                    <th scope="col">Kód</th>
                    <th scope="col" data-numeric>
                      Sleva
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((vip) => (
                    <tr key={vip.id}>
                      <td>
                        <PhoneLink phone={vip.phone} />
                      </td>
                      <td>
                        <StyledCode>{vip.code}</StyledCode>
                      </td>
                      <td data-numeric>{vip.discount}&nbsp;%</td>
                    </tr>
                  ))}
                </tbody>
              </StyledTable>
            </TableScroll>
          )
        }
      </AsyncContent>
    </Card>
  );
}
