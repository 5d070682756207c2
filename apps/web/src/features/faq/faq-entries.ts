// The 8 FAQ questions ('Perguntas Frequentes', docs/product.md#public-site); their words are the
// catalogue's (faqCopy).
import { faqCopy } from '@cuidar/domain/messages/screens/faq';

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

export const FAQ_ENTRIES: readonly FaqEntry[] = faqCopy.entries;
