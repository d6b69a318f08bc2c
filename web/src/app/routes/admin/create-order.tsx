import { CreateOrderScreen } from '@/features/create-order/components/create-order-screen';
import { PreordersPanel } from '@/features/orders/components/preorders-panel';

/** Vytvořit objednávku (lazy: the map code loads only with this screen), the coming pre-orders beside the form. */
export default function CreateOrderRoute() {
  return <CreateOrderScreen aside={<PreordersPanel compact />} />;
}
