import { CONTACT_FIELDS, CONTACT_MENSAGEM_MAX, CONTACT_NOME_MAX, contactFieldErrors, type ContactField, type ContactValues } from '@cuidar/domain/contact-rules';
import { contactMessages } from '@cuidar/domain/messages/basic';
import { contactFormCopy as c } from '@cuidar/domain/messages/screens/public-pages-contact';
import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input, Label, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/http';
import { sendContactMessage } from '../api/send-contact-message';

type Errors = Partial<Record<ContactField, string>>;
type Status = 'editing' | 'sending' | 'sent';

/**
 * 'Fale Conosco': all three fields required ('Preencha todos os campos', said once for the form),
 * the e-mail checked, and 'Mensagem enviada!' only once the server has the message. On any
 * failure what the person wrote stays in the form.
 *
 * The contact page's only island, so it is written with React alone: the rules come from
 * contact-rules.ts (the server's schema says the same, proven by its test) and the request from
 * lib/http, without react-hook-form, zod or the query client (docs/decisions/0044-contact-form-island.md).
 */
export function ContactForm() {
  const id = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<Status>('editing');
  const [serverError, setServerError] = useState<string | null>(null);
  const fields = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const successRef = useRef<HTMLDivElement>(null);

  const missing = CONTACT_FIELDS.filter((field) => errors[field] === contactMessages.fillAll);
  const fieldError = (field: ContactField) => {
    const message = errors[field];
    return message && message !== contactMessages.fillAll ? message : undefined;
  };
  const summaryId = `${id}-faltando`;
  const describedBy = (field: ContactField) =>
    [missing.includes(field) ? summaryId : null, fieldError(field) ? `${id}-${field}-erro` : null].filter(Boolean).join(' ') || undefined;

  useEffect(() => {
    if (status === 'sent') successRef.current?.focus();
  }, [status]);

  const focusFirst = (found: Errors) => {
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) fields.current[first]?.focus();
  };

  // The fields are the browser's own (uncontrolled): what a person types on the pre-rendered page
  // before this island hydrates stays in them, and is what is read and sent.
  const current = (): ContactValues => ({
    nome: fields.current.nome?.value ?? '',
    email: fields.current.email?.value ?? '',
    mensagem: fields.current.mensagem?.value ?? '',
  });

  const change = () => {
    // After the first try the messages follow what is typed, as they would on paper.
    if (submitted) setErrors(contactFieldErrors(current()));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    setSubmitted(true);
    setServerError(null);
    const values = current();
    const found = contactFieldErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return focusFirst(found);
    setStatus('sending');
    try {
      await sendContactMessage(values);
      setStatus('sent');
    } catch (error) {
      setStatus('editing');
      const field = error instanceof ApiError ? error.field : undefined;
      if (error instanceof ApiError && field && (CONTACT_FIELDS as readonly string[]).includes(field)) {
        const onField = { [field]: error.message };
        setErrors(onField);
        focusFirst(onField);
      } else {
        setServerError(error instanceof ApiError ? error.message : contactMessages.sendFailed);
      }
    }
  };

  if (status === 'sent') {
    return (
      <div ref={successRef} tabIndex={-1} role="status" className="rounded-2xl border border-green-300 bg-green-50 p-6 text-center outline-none">
        <CircleCheck aria-hidden="true" className="mx-auto size-10 text-green-700" />
        <p className="mt-3 text-2xl font-bold text-green-900">{contactMessages.sent}</p>
        <p className="mt-2 text-green-900">{contactMessages.sentDetail}</p>
        <Button
          variant="outline"
          className="mt-6"
          onClick={() => {
            // The form comes back with empty fields (they are mounted anew).
            setErrors({});
            setSubmitted(false);
            setStatus('editing');
          }}
        >
          {c.sendAnother}
        </Button>
      </div>
    );
  }

  const sending = status === 'sending';
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-describedby={missing.length ? summaryId : undefined}>
      {submitted && missing.length > 0 && <Alert id={summaryId} tone="error" role="alert" title={contactMessages.fillAll} />}
      {serverError && <Alert tone="error" role="alert" title={serverError} />}
      <div>
        <Label htmlFor={`${id}-nome`}>{c.nameLabel}</Label>
        <Input
          id={`${id}-nome`}
          name="nome"
          autoComplete="name"
          maxLength={CONTACT_NOME_MAX}
          defaultValue=""
          onChange={change}
          ref={(element) => {
            fields.current.nome = element;
          }}
          aria-invalid={errors.nome ? true : undefined}
          aria-describedby={describedBy('nome')}
        />
        {fieldError('nome') && (
          <p id={`${id}-nome-erro`} className="mt-1 text-sm font-medium text-red-700">
            {fieldError('nome')}
          </p>
        )}
      </div>
      <div>
        <Label htmlFor={`${id}-email`}>{c.emailLabel}</Label>
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          defaultValue=""
          onChange={change}
          ref={(element) => {
            fields.current.email = element;
          }}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
        />
        {fieldError('email') && (
          <p id={`${id}-email-erro`} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {fieldError('email')}
          </p>
        )}
      </div>
      <div>
        <Label htmlFor={`${id}-mensagem`}>{c.messageLabel}</Label>
        <Textarea
          id={`${id}-mensagem`}
          name="mensagem"
          rows={6}
          maxLength={CONTACT_MENSAGEM_MAX}
          defaultValue=""
          onChange={change}
          ref={(element) => {
            fields.current.mensagem = element;
          }}
          aria-invalid={errors.mensagem ? true : undefined}
          aria-describedby={describedBy('mensagem')}
        />
        {fieldError('mensagem') && (
          <p id={`${id}-mensagem-erro`} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {fieldError('mensagem')}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
        {sending ? c.sending : c.send}
      </Button>
    </form>
  );
}
