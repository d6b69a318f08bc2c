import { Ban } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage, fieldErrorsOf } from '@/components/ui/error-message';
import { TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { showServerErrors } from '@/lib/forms/server-errors';
import { useDeclineWebOrder } from '@/features/orders/api/decline-web-order';
import type { DeclineForm } from '@/features/orders/utils/decline-form-schema';

// The contract's limit (WebOrderDeclineRequestSchema): the counter shows it, the rules load with the check.
const REASON_MAX = 200;
const resolver = lazyResolver(
  async () => (await import('@/features/orders/utils/decline-form-schema')).declineResolver,
);

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  p {
    margin: 0;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export type DeclineWebOrderDialogProps = {
  orderNumber: number;
  onClose: () => void;
  /** The order was declined (it has left the list). */
  onDeclined: () => void;
};

/**
 * "Odmítnout" a web order: a required reason of one line (at most 200 characters) that its customer
 * reads on the order's status page; the order is then deleted from the company's server.
 */
export default function DeclineWebOrderDialog({
  orderNumber,
  onClose,
  onDeclined,
}: DeclineWebOrderDialogProps) {
  const { register, handleSubmit, setError, control, formState } = useForm<DeclineForm>({
    resolver,
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control, name: 'reason' });
  const decline = useDeclineWebOrder();
  const toast = useToast();

  const submit = (form: DeclineForm) =>
    decline.mutate(
      { orderId: orderNumber, reason: form.reason },
      {
        onSuccess: () => {
          toast.success(`Objednávka č. ${orderNumber} byla odmítnuta. Zákazník uvidí důvod.`);
          onDeclined();
        },
        onError: (error) => {
          showServerErrors(setError, fieldErrorsOf(error), ['reason']);
          toast.error(errorMessage(error));
        },
      },
    );

  return (
    <Dialog open onClose={onClose} title={`Odmítnout objednávku č. ${orderNumber}`}>
      <StyledForm onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        <p>Objednávka se smaže. Zákazník na stránce své objednávky uvidí, že byla odmítnuta, a proč.</p>
        <TextField
          label="Důvod pro zákazníka"
          hint="Např. Všechny vozy jsou teď obsazené, zavolejte nám prosím."
          maxLength={REASON_MAX}
          count={reason.length}
          autoComplete="off"
          data-autofocus
          required
          registration={register('reason')}
          error={formState.errors.reason}
        />
        <StyledActions>
          <Button variant="secondary" onClick={onClose}>
            Zrušit
          </Button>
          <Button
            type="submit"
            variant="danger"
            icon={<Ban size={18} aria-hidden />}
            disabled={decline.isPending}
          >
            Odmítnout objednávku
          </Button>
        </StyledActions>
      </StyledForm>
    </Dialog>
  );
}
