/** The element each web-order page is found by (site-main.ts loads its script when it is there). */
export const ORDER_PAGE_ID = 'web-order';
export const STATUS_PAGE_ID = 'web-order-status';
