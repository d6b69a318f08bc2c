import {
  AddMonthlyItemRequestSchema,
  AMOUNT_RULES,
  type MonthlyItem,
  type MonthRequest,
  MONTHS,
  parseTypedNumber,
} from '@taxi/contracts';
import { Minus, Plus } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { type AsyncResult, AsyncContent } from '@/components/ui/async-content';
import { IconButton } from '@/components/ui/button';
import { errorMessage, fieldErrorsOf, issuesToFieldErrors } from '@/components/ui/error-message';
import { VisuallyHidden } from '@/components/ui/feedback';
import { StyledInput } from '@/components/ui/field';
import { Table, TableScroll } from '@/components/ui/table';
import { useToast } from '@/components/ui/toast';
import { useRowActions } from '@/components/ui/use-row-actions';
import { formatKcPrecise } from '@/lib/format';
import { useAddMonthlyItem } from '@/features/monthly/api/add-monthly-item';
import { useDeleteMonthlyItem } from '@/features/monthly/api/delete-monthly-item';
import { useEarnings } from '@/features/monthly/api/get-earnings';
import { useMonthlyItems } from '@/features/monthly/api/get-monthly-items';
import { monthTotal } from '@/features/monthly/utils/monthly-math';

const StyledTable = styled(Table)`
  td:last-child,
  th:last-child {
    width: 1%;
    white-space: nowrap;
  }
  td[data-numeric] {
    white-space: nowrap;
  }
  tr[aria-busy='true'] td {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  td[data-negative] {
    color: ${({ theme }) => theme.colors.danger};
  }
  tr[data-earnings] td {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  tr[data-entry] td {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    vertical-align: top;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    th,
    td {
      padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
    }
    th:first-child,
    td:first-child {
      padding-left: ${({ theme }) => theme.space.sm};
    }
  }
  tfoot td,
  tfoot th {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    background: ${({ theme }) => theme.colors.brandSoft};
    border-top: 2px solid ${({ theme }) => theme.colors.brand};
    border-bottom: none;
  }
`;

const StyledError = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledNameInput = styled(StyledInput)`
  min-width: 6rem;
`;

const StyledNumberInput = styled(StyledInput)`
  text-align: right;
  min-width: 5rem;
`;

type Errors = { name?: string; price?: string };

function Amount({ value }: { value: number }) {
  return (
    <td data-numeric data-negative={value < 0 ? '' : undefined}>
      {formatKcPrecise(value)}
    </td>
  );
}

/** Příjmy, the extra items with a minus button each, an entry row with a plus button, and Celkem. */
export function MonthlyTable({ period }: { period: MonthRequest }) {
  const earnings = useEarnings(period);
  const items = useMonthlyItems(period);
  const result: AsyncResult<{ earnings: number; items: MonthlyItem[] }> = {
    data:
      earnings.data !== undefined && items.data !== undefined
        ? { earnings: earnings.data, items: items.data }
        : undefined,
    isPending: earnings.isPending || items.isPending,
    error: earnings.error ?? items.error,
    refetch: () => {
      void earnings.refetch();
      void items.refetch();
    },
  };

  const addItem = useAddMonthlyItem();
  const deleteItem = useDeleteMonthlyItem();
  const { runWithUndo, isBusy } = useRowActions();
  const toast = useToast();
  const formId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const monthLabel = `${MONTHS[period.month - 1] ?? period.month} ${period.year}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Czech or English decimals; anything ambiguous is refused here, never guessed and sent.
    const parsedPrice = parseTypedNumber(price, AMOUNT_RULES);
    const parsed = AddMonthlyItemRequestSchema.safeParse({
      ...period,
      name,
      price: parsedPrice.ok ? parsedPrice.value : Number.NaN,
    });
    const found: Errors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
    if (!name.trim()) {
      found.name = 'Zadejte název';
    }
    if (!parsedPrice.ok) {
      found.price = price.trim() === '' ? 'Zadejte částku (např. 1250,50 nebo -300)' : `${parsedPrice.error}`;
    }
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    addItem.mutate(parsed.data, {
      onSuccess: (item) => {
        toast.success(`Položka ${item.name} (${formatKcPrecise(item.price)}) byla přidána`);
        setName('');
        setPrice('');
        nameRef.current?.focus();
      },
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        toast.error(errorMessage(error));
      },
    });
  };

  return (
    <AsyncContent result={result} skeletonRows={6} loadingLabel={`Načítám tabulku: ${monthLabel}`}>
      {(data) => (
        <>
          <form id={formId} onSubmit={submit} noValidate aria-label="Nová položka" />
          <TableScroll>
            <StyledTable>
              <caption>
                <VisuallyHidden>Měsíční tabulka {monthLabel}</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col">Název</th>
                  <th scope="col" data-numeric>
                    Částka (Kč)
                  </th>
                  <th scope="col">
                    <VisuallyHidden>Akce</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr data-earnings>
                  <th scope="row">Příjmy</th>
                  <Amount value={data.earnings} />
                  <td />
                </tr>
                {data.items.map((item) => (
                  <tr key={item.id} aria-busy={isBusy(item) ? true : undefined}>
                    <td>{item.name}</td>
                    <Amount value={item.price} />
                    <td>
                      <IconButton
                        size="sm"
                        variant="secondary"
                        label={`Smazat položku ${item.name}`}
                        icon={<Minus size={16} aria-hidden />}
                        disabled={isBusy(item)}
                        onClick={() =>
                          runWithUndo(item, () => deleteItem.mutateAsync({ item, period }), {
                            pending: `Položka ${item.name} bude smazána.`,
                            success: `Položka ${item.name} byla smazána`,
                          })
                        }
                      />
                    </td>
                  </tr>
                ))}
                <tr data-entry>
                  <td>
                    <StyledNameInput
                      ref={nameRef}
                      form={formId}
                      placeholder="Název..."
                      aria-label="Název nové položky"
                      autoComplete="off"
                      maxLength={100}
                      value={name}
                      $invalid={Boolean(errors.name)}
                      aria-invalid={errors.name ? true : undefined}
                      aria-describedby={errors.name ? `${formId}-name-error` : undefined}
                      onChange={(event) => setName(event.target.value)}
                    />
                    {errors.name && (
                      <StyledError id={`${formId}-name-error`} role="alert">
                        {errors.name}
                      </StyledError>
                    )}
                  </td>
                  <td data-numeric>
                    <StyledNumberInput
                      form={formId}
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder="0"
                      aria-label="Částka nové položky v Kč"
                      value={price}
                      $invalid={Boolean(errors.price)}
                      aria-invalid={errors.price ? true : undefined}
                      aria-describedby={errors.price ? `${formId}-price-error` : undefined}
                      onChange={(event) => setPrice(event.target.value)}
                    />
                    {errors.price && (
                      <StyledError id={`${formId}-price-error`} role="alert">
                        {errors.price}
                      </StyledError>
                    )}
                  </td>
                  <td>
                    <IconButton
                      type="submit"
                      form={formId}
                      size="md"
                      variant="primary"
                      label="Přidat položku"
                      icon={<Plus size={18} aria-hidden />}
                      disabled={addItem.isPending}
                    />
                  </td>
                </tr>
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Celkem</th>
                  <Amount value={monthTotal(data.earnings, data.items)} />
                  <td />
                </tr>
              </tfoot>
            </StyledTable>
          </TableScroll>
        </>
      )}
    </AsyncContent>
  );
}
