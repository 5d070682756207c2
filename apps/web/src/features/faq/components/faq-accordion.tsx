import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { FAQ_ENTRIES } from '../faq-entries';

/**
 * The 8 questions, one answer open at a time; Tab and the arrow keys move between the questions.
 * The FAQ page's island (docs/decisions/0039): the rest of the page is plain HTML.
 */
export function FaqAccordion() {
  return (
    <Accordion type="single" collapsible className="border-t border-slate-200">
      {FAQ_ENTRIES.map((entry) => (
        <AccordionItem key={entry.id} value={entry.id}>
          <AccordionTrigger>{entry.question}</AccordionTrigger>
          <AccordionContent>{entry.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
