import { generateVipCode, VIP_CODE_LENGTH } from '@taxi/contracts';
import { RefreshCw, Star } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button, IconButton } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage, fieldErrorsOf } from '@/components/ui/error-message';
import { PhoneField, TextField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useCreateVip } from '@/features/vip/api/create-vip';
import { parseVipForm, type VipFormErrors, type VipFormValues } from '@/features/vip/utils/vip-form';

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

const emptyValues = (): VipFormValues => ({ phone: '', discount: '', code: generateVipCode() });

/** New VIP code: phone, discount in %, a read-only code that is generated anew whenever the phone changes. */
export function VipForm() {
  const [values, setValues] = useState<VipFormValues>(emptyValues);
  const [errors, setErrors] = useState<VipFormErrors>({});
  const createVip = useCreateVip();
  const toast = useToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseVipForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    createVip.mutate(parsed.request, {
      onSuccess: (vip) => {
        toast.success(`VIP kód ${vip.code} pro ${vip.phone} byl vytvořen`);
        setValues(emptyValues());
      },
      // The typed values stay; field issues of a 400 are shown at their fields.
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        toast.error(errorMessage(error));
      },
    });
  };

  return (
    <Card aria-labelledby="vip-form-title">
      <CardHeader>
        <CardTitle id="vip-form-title">Nový VIP kód</CardTitle>
      </CardHeader>
      <StyledForm onSubmit={submit} noValidate>
        <PhoneField
          value={values.phone}
          error={errors.phone}
          onChange={(event) => {
            const phone = event.target.value;
            setValues((current) => ({ ...current, phone, code: generateVipCode() }));
          }}
        />
        <TextField
          label="Sleva (%)"
          // Text, not a number input: the shared parser reads what was typed and says what is wrong.
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={values.discount}
          error={errors.discount}
          onChange={(event) => {
            const discount = event.target.value;
            setValues((current) => ({ ...current, discount }));
          }}
        />
        <StyledCodeRow>
          <TextField
            label="VIP kód"
            readOnly
            value={values.code}
            maxLength={VIP_CODE_LENGTH}
            error={errors.code}
            hint="Generuje se při každé změně telefonu"
          />
          <IconButton
            label="Vygenerovat jiný kód"
            icon={<RefreshCw size={18} aria-hidden />}
            variant="secondary"
            onClick={() => setValues((current) => ({ ...current, code: generateVipCode() }))}
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
