import { Stack } from '@/components/ui/card';
import { VipForm } from '@/features/vip/components/vip-form';
import { VipList } from '@/features/vip/components/vip-list';

export default function VipRoute() {
  return (
    <Stack>
      <VipForm />
      <VipList />
    </Stack>
  );
}
