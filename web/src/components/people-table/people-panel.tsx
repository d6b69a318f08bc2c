import { SearchX, Users } from 'lucide-react';
import { type ReactNode, useDeferredValue, useId, useMemo, useState } from 'react';
import { CountBadge } from '@/components/ui/count-badge';
import styled from 'styled-components';
import { type AsyncResult, AsyncContent } from '@/components/ui/async-content';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/feedback';
import { TextField } from '@/components/ui/field';
import { PeopleTable, type PeopleTableProps } from './people-table';
import { matchesSearchKey, type Person, searchKeyOf } from './person-search';

export type PeoplePanelProps<T extends Person> = Omit<PeopleTableProps<T>, 'rows' | 'caption'> & {
  title: string;
  result: AsyncResult<readonly T[]>;
  /** Shows the search box (name or phone, case and diacritics ignored). */
  searchable?: boolean;
  /** Shown when there is nobody at all. */
  emptyTitle: string;
  /** Shown when the search matches nobody. */
  noMatchTitle: string;
  /** Extra content in the header, next to the title. */
  headerExtra?: ReactNode;
};

const StyledTitle = styled(CardTitle)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledSearch = styled.div`
  width: min(100%, 320px);
`;

const StyledSummary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  &:empty {
    margin: 0;
  }
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A card with a title, an optional search box and a people table, with loading, error and empty states. */
export function PeoplePanel<T extends Person>({
  title,
  result,
  searchable = false,
  emptyTitle,
  noMatchTitle,
  headerExtra,
  ...table
}: PeoplePanelProps<T>) {
  const [query, setQuery] = useState('');
  // Typing stays responsive with thousands of rows: the table filters a beat behind the input.
  const deferredQuery = useDeferredValue(query);
  const headingId = useId();
  const people = result.data;
  const keyed = useMemo(
    () => (people ?? []).map((person) => ({ person, key: searchKeyOf(person) })),
    [people],
  );
  const rows = useMemo(
    () => keyed.filter(({ key }) => matchesSearchKey(key, deferredQuery)).map(({ person }) => person),
    [keyed, deferredQuery],
  );
  const filtering = searchable && deferredQuery.trim() !== '';

  return (
    <Card aria-labelledby={headingId}>
      <CardHeader>
        <StyledTitle id={headingId}>
          {title}
          {people && <CountBadge count={people.length} />}
        </StyledTitle>
        {headerExtra}
        {searchable && (
          <StyledSearch>
            <TextField
              label="Hledat"
              type="search"
              placeholder="Jméno nebo telefon"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
          </StyledSearch>
        )}
      </CardHeader>
      {searchable && (
        // Always in the page, so screen readers hear how many rows the search left.
        <StyledSummary role="status">
          {filtering && people ? `Zobrazeno ${rows.length} z ${people.length}` : ''}
        </StyledSummary>
      )}
      <AsyncContent result={result} loadingLabel={`Načítám: ${title}`}>
        {(all) => {
          if (all.length === 0) {
            return <EmptyState icon={<Users size={32} aria-hidden />} title={emptyTitle} />;
          }
          if (rows.length === 0) {
            return <EmptyState icon={<SearchX size={32} aria-hidden />} title={noMatchTitle} />;
          }
          return (
            <>
              <PeopleTable caption={title} rows={rows} {...table} />
            </>
          );
        }}
      </AsyncContent>
    </Card>
  );
}
