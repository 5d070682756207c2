// Copy of the session guard shown while a signed-in page checks who is there (docs/product.md#roles);
// its toasts are messages.guard. Catalogue rule: docs/decisions/0056-screen-copy-in-the-catalogue.md.
import { basicMessages } from '../basic';

export const guardsCopy = {
  retry: basicMessages.retry,
} as const;
