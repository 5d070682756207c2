import { contactSchema, CONTACT_MENSAGEM_MAX, CONTACT_NOME_MAX, type ContactInput } from '@cuidar/domain/contact';
import { messages } from '@cuidar/domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input, Label, Textarea } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';

const FIELDS = ['nome', 'email', 'mensagem'] as const;
type Field = (typeof FIELDS)[number];

/**
 * 'Fale Conosco': all three fields required ('Preencha todos os campos', said once for the form),
 * the e-mail checked, and 'Mensagem enviada!' only once the server has the message. On any
 * failure what the person wrote stays in the form.
 */
export function ContactForm() {
  const id = useId();
  const send = useSendContactMessage();
  const successRef = useRef<HTMLDivElement>(null);
  const form = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: { nome: '', email: '', mensagem: '' },
    shouldFocusError: true,
  });
  const { errors, isSubmitted } = form.formState;
  const missing = FIELDS.filter((field) => errors[field]?.message === messages.contact.fillAll);
  const fieldError = (field: Field) => {
    const message = errors[field]?.message;
    return message && message !== messages.contact.fillAll ? message : undefined;
  };
  const summaryId = `${id}-faltando`;
  const describedBy = (field: Field) =>
    [missing.includes(field) ? summaryId : null, fieldError(field) ? `${id}-${field}-erro` : null].filter(Boolean).join(' ') || undefined;

  useEffect(() => {
    if (send.isSuccess) successRef.current?.focus();
  }, [send.isSuccess]);

  const onSubmit = form.handleSubmit((values) => {
    send.mutate(values, {
      onError: (error) => {
        if (error instanceof ApiError && error.field && (FIELDS as readonly string[]).includes(error.field)) {
          form.setError(error.field as Field, { message: error.message }, { shouldFocus: true });
        }
      },
    });
  });

  if (send.isSuccess) {
    return (
      <div ref={successRef} tabIndex={-1} role="status" className="rounded-2xl border border-green-300 bg-green-50 p-6 text-center outline-none">
        <CircleCheck aria-hidden="true" className="mx-auto size-10 text-green-700" />
        <p className="mt-3 text-2xl font-bold text-green-900">{messages.contact.sent}</p>
        <p className="mt-2 text-green-900">{messages.contact.sentDetail}</p>
        <Button
          variant="outline"
          className="mt-6"
          onClick={() => {
            form.reset();
            send.reset();
          }}
        >
          Enviar outra mensagem
        </Button>
      </div>
    );
  }

  const serverError = send.isError && !(send.error instanceof ApiError && send.error.field) ? errorMessage(send.error) : null;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-describedby={missing.length ? summaryId : undefined}>
      {isSubmitted && missing.length > 0 && (
        <Alert id={summaryId} tone="error" role="alert" title={messages.contact.fillAll} />
      )}
      {serverError && <Alert tone="error" role="alert" title={serverError} />}
      <div>
        <Label htmlFor={`${id}-nome`}>Nome</Label>
        <Input
          id={`${id}-nome`}
          autoComplete="name"
          maxLength={CONTACT_NOME_MAX}
          aria-invalid={errors.nome ? true : undefined}
          aria-describedby={describedBy('nome')}
          {...form.register('nome')}
        />
        {fieldError('nome') && (
          <p id={`${id}-nome-erro`} className="mt-1 text-sm font-medium text-red-700">
            {fieldError('nome')}
          </p>
        )}
      </div>
      <div>
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
          {...form.register('email')}
        />
        {fieldError('email') && (
          <p id={`${id}-email-erro`} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {fieldError('email')}
          </p>
        )}
      </div>
      <div>
        <Label htmlFor={`${id}-mensagem`}>Mensagem</Label>
        <Textarea
          id={`${id}-mensagem`}
          rows={6}
          maxLength={CONTACT_MENSAGEM_MAX}
          aria-invalid={errors.mensagem ? true : undefined}
          aria-describedby={describedBy('mensagem')}
          {...form.register('mensagem')}
        />
        {fieldError('mensagem') && (
          <p id={`${id}-mensagem-erro`} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {fieldError('mensagem')}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={send.isPending}>
        {send.isPending ? 'Enviando...' : 'Enviar mensagem'}
      </Button>
    </form>
  );
}
