import { legalCopy, type LegalDocumentCopy, type LegalInline, type LegalText } from '@cuidar/domain/messages/screens/legal';
import { paths } from '@cuidar/domain/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SupportEmailLink } from '@/components/support-email-link';
import { isPlaceholder, LEGAL_ENTITY, LEGAL_UPDATED_AT } from '../legal-entity';

const linkClassName = 'font-semibold text-brand-800 underline underline-offset-2';

/** A numbered section of a legal document; its heading is linkable (#id). */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 scroll-mt-24">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-slate-800 [&_li]:mt-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6">{children}</div>
    </section>
  );
}

/** The company's data, highlighted while it is still a placeholder to fill before going live. */
export function Company({ value }: { value: string }) {
  if (!isPlaceholder(value)) return <>{value}</>;
  return <mark className="rounded bg-amber-100 px-1 font-semibold text-amber-900">{value}</mark>;
}

/** Table of contents of a document, from its sections. */
export function Contents({ sections }: { sections: readonly { id: string; title: string }[] }) {
  return (
    <nav aria-label={legalCopy.contents} className="rounded-2xl bg-slate-50 p-6">
      <h2 className="text-lg font-bold text-slate-900">{legalCopy.contents}</h2>
      <ol className="mt-3 list-decimal space-y-1 pl-6">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="text-brand-800 underline underline-offset-2">
              {section.title.replace(/^\d+\.\s*/, '')}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Inline({ part }: { part: LegalInline }) {
  if (typeof part === 'string') return part;
  if ('strong' in part) return <strong>{part.strong}</strong>;
  if ('company' in part) return <Company value={LEGAL_ENTITY[part.company]} />;
  if ('email' in part) return <SupportEmailLink className={linkClassName} />;
  return (
    <Link to={paths[part.link]} className={linkClassName}>
      {part.text}
    </Link>
  );
}

function Text({ text }: { text: LegalText }) {
  if (typeof text === 'string') return text;
  return text.map((part, i) => <Inline key={i} part={part} />);
}

/** A bulleted or numbered list of a section. */
function List({ ordered, items }: { ordered: boolean; items: readonly LegalText[] }) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag>
      {items.map((item, j) => (
        <li key={j}>
          <Text text={item} />
        </li>
      ))}
    </Tag>
  );
}

/** A whole legal document from the catalogue: date, contents, then each section's paragraphs and lists. */
export function LegalDocument({ copy }: { copy: LegalDocumentCopy }) {
  return (
    <article>
      <p className="text-slate-700">{legalCopy.lastUpdated(LEGAL_UPDATED_AT)}</p>
      <div className="mt-6">
        <Contents sections={copy.sections} />
      </div>
      {copy.sections.map((section) => (
        <LegalSection key={section.id} id={section.id} title={section.title}>
          {section.body.map((block, i) =>
            'p' in block ? (
              <p key={i}>
                <Text text={block.p} />
              </p>
            ) : 'ul' in block ? (
              <List key={i} ordered={false} items={block.ul} />
            ) : (
              <List key={i} ordered items={block.ol} />
            ),
          )}
        </LegalSection>
      ))}
    </article>
  );
}
