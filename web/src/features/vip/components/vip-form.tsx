import { generateVipCode, VIP_CODE_LENGTH, type VipCreateRequest } from '@taxi/contracts';
import { RefreshCw, Star } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Button, IconButton } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage, fieldErrorsOf } from '@/components/ui/error-message';
import { PhoneField, TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useCreateVip } from '@/features/vip/api/create-vip';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { showServerErrors } from '@/lib/forms/server-errors';
import type { VipFormValues } from '@/features/vip/utils/vip-form';

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
`;

const StyledCodeRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  > :first-child {
    flex: 1;
  }
  input {
    font-family: ${({ theme }) => theme.font.mono};
    letter-spacing: 0.08em;
  }
  > button {
    margin-top: 26px;
  }
`;

const StyledSubmit = styled.div`
  padding-top: 26px;
`;

// The rules (zod and the contract's VIP schema) load with the first check, not with the screen.
const resolver = lazyResolver(async () => (await import('@/features/vip/utils/vip-form')).vipFormResolver);

const emptyValues = (): VipFormValues => ({ phone: '', discount: '', code: generateVipCode() });

/** New VIP code: phone, discount in %, a read-only code that is generated anew whenever the phone changes. */
export function VipForm() {
  const { register, handleSubmit, reset, setValue, setError, control, formState } = useForm({
    resolver,
    defaultValues: emptyValues(),
  });
  const code = useWatch({ control, name: 'code' });
  const createVip = useCreateVip();
  const toast = useToast();
  const newCode = () => setValue('code', generateVipCode());

  const submit = (request: VipCreateRequest) => {
    createVip.mutate(request, {
      onSuccess: (vip) => {
        toast.success(`VIP kód ${vip.code} pro ${vip.phone} byl vytvořen`);
        reset(emptyValues());
      },
      // The typed values stay; field issues of a 400 are shown at their fields.
      onError: (error) => {
        showServerErrors(setError, fieldErrorsOf(error), ['phone', 'discount', 'code']);
        toast.error(errorMessage(error));
      },
    });
  };
  const phone = register('phone', { onChange: newCode });

  return (
    <Card aria-labelledby="vip-form-title">
      <CardHeader>
        <CardTitle id="vip-form-title">Nový VIP kód</CardTitle>
      </CardHeader>
      <StyledForm onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        <PhoneField registration={phone} error={formState.errors.phone} />
        <TextField
          label="Sleva (%)"
          // Text, not a number input: the shared parser reads what was typed and says what is wrong.
          type="text"
          inputMode="numeric"
          autoComplete="off"
          registration={register('discount')}
          error={formState.errors.discount}
        />
        <StyledCodeRow>
          <TextField
            label="VIP kód"
            readOnly
            value={code}
            maxLength={VIP_CODE_LENGTH}
            error={formState.errors.code}
            hint="Generuje se při každé změně telefonu"
          />
          <IconButton
            label="Vygenerovat jiný kód"
            icon={<RefreshCw size={18} aria-hidden />}
            variant="secondary"
            onClick={newCode}
          />
        </StyledCodeRow>
        <StyledSubmit>
          <Button type="submit" icon={<Star size={18} aria-hidden />} disabled={createVip.isPending}>
            Vytvořit
          </Button>
        </StyledSubmit>
      </StyledForm>
    </Card>
  );
}
