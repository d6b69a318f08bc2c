import { MAX_PASSENGERS } from '@taxi/contracts';
import { Loader2, Send } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PhoneField, TextField } from '@/components/ui/field';
import type { useCreateOrderForm } from '@/features/create-order/hooks/use-create-order-form';
import { CallerPanel } from './caller-panel';
import { CustomerNotices } from './customer-notices';
import { DriverSelect } from './driver-select';
import { NearestVehiclesPanel } from './nearest-vehicles';
import { PlaceCombobox } from './place-combobox';
import { tooManyPeople } from '@/features/create-order/utils/order-form';
import { QuoteSummary } from './quote-summary';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledGroup = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledPair = styled.div`
  display: grid;
  grid-template-columns: minmax(96px, 1fr) 2fr;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

const StyledSubmitError = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

// Odeslat stays at the bottom of the screen while the form scrolls, so neither the SOS strip nor
// a long form ever pushes it out of sight (on a laptop as on a phone).
const StyledActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  position: sticky;
  bottom: 0;
  z-index: 2;
  margin: 0 -${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 -6px 12px -8px rgba(0, 0, 0, 0.25);
  > button {
    width: 100%;
    min-height: 48px;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: center;
    /* A keyboard tip: phones have none. */
    @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
      display: none;
    }
  }
  kbd {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.font.size.xs};
    padding: 0 ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

// A field the keyboard moves to is scrolled clear of the sticky Odeslat bar, not behind it.
const ScrollClearOfSubmit = createGlobalStyle`
  html {
    scroll-padding-bottom: 120px;
  }
`;

export type CreateOrderFormProps = { form: ReturnType<typeof useCreateOrderForm> };

/**
 * The order form in the order a dispatcher on the phone asks: where from, where to, who, how
 * many, which driver. Enter in any text field sends it.
 */
export function CreateOrderForm({ form }: CreateOrderFormProps) {
  const { values, errors, register, setPlace, quote, customer, refusedAttempts } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const destinationId = useId();
  const nameId = useId();
  // Choosing a place moves on to the next thing the caller is asked: Odkud → Kam → Jméno.
  const focusField = (id: string) => () => document.getElementById(id)?.focus();
  // A select does not send its form on Enter by itself; the hint under Odeslat promises it does.
  const submitOnEnter = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      formRef.current?.requestSubmit();
    }
  };

  // A keyboard user lands on the first field to fix instead of hunting for it.
  useEffect(() => {
    if (refusedAttempts > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [refusedAttempts]);

  return (
    <Card aria-label="Nová objednávka">
      <ScrollClearOfSubmit />
      <StyledForm ref={formRef} onSubmit={form.submit} noValidate>
        <StyledGroup>
          <legend>Trasa</legend>
          <PlaceCombobox
            label="Odkud"
            placeholder="Počátek"
            end="pickup"
            autoFocus
            value={values.pickup}
            onChange={(place) => setPlace('pickup', place)}
            onPicked={focusField(destinationId)}
            error={errors.pickup}
          />
          <PlaceCombobox
            id={destinationId}
            label="Kam"
            placeholder="Destinace"
            end="destination"
            onPicked={focusField(nameId)}
            value={values.destination}
            onChange={(place) => setPlace('destination', place)}
            error={errors.destination}
          />
          <QuoteSummary
            status={quote.status}
            quote={quote.quote}
            error={quote.error}
            onRetry={quote.retry}
            problem={errors.quote}
          />
        </StyledGroup>
        <StyledGroup>
          <legend>Zákazník</legend>
          <TextField
            id={nameId}
            label="Jméno zákazníka"
            autoComplete="off"
            maxLength={100}
            registration={register('name')}
            error={errors.name}
          />
          <PhoneField registration={register('phone')} error={errors.phone} />
          <CustomerNotices {...customer} />
          <CallerPanel
            caller={form.caller}
            onPickup={(place) => setPlace('pickup', place)}
            onDestination={(place) => setPlace('destination', place)}
          />
        </StyledGroup>
        <StyledGroup>
          <legend>Jízda</legend>
          <StyledPair>
            <TextField
              label="Počet osob"
              type="number"
              inputMode="numeric"
              required
              min={1}
              max={MAX_PASSENGERS}
              step={1}
              registration={register('people')}
              error={errors.people ?? tooManyPeople(values.people)}
            />
            <DriverSelect
              registration={register('driverId')}
              drivers={form.drivers}
              loading={form.driversState.loading}
              failed={form.driversState.failed}
              error={errors.driverId}
              onKeyDown={submitOnEnter}
            />
          </StyledPair>
          {values.pickup && (
            <NearestVehiclesPanel
              nearest={form.nearest}
              drivers={form.drivers}
              driversState={form.driversState}
              driverId={values.driverId}
              onChoose={form.chooseDriver}
            />
          )}
        </StyledGroup>
        <StyledActions>
          {form.submitError && <StyledSubmitError role="alert">{form.submitError}</StyledSubmitError>}
          <Button
            type="submit"
            disabled={form.sending}
            aria-busy={form.sending || undefined}
            icon={form.sending ? <Loader2 size={20} aria-hidden /> : <Send size={20} aria-hidden />}
          >
            Odeslat
          </Button>
          <small>
            <kbd>↓</kbd> a <kbd>Enter</kbd> vybere místo, <kbd>Enter</kbd> v poli odešle objednávku.
          </small>
        </StyledActions>
      </StyledForm>
    </Card>
  );
}
