import { CreateOrderScreen } from '@/features/create-order/components/create-order-screen';

/** Vytvořit objednávku (lazy: the map code loads only with this screen). */
export default function CreateOrderRoute() {
  return <CreateOrderScreen />;
}
