// The web order's pages load their texts as one chunk a language (web/src/features/web-order/order-words.ts).
export { order } from './order';
export { orderStatus } from './order-status';
export { webOrder } from './web-order';
