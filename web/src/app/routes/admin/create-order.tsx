// Temporary stub: replaced by the screen's implementation.
export default function CreateOrderRoute() {
  return null;
}
