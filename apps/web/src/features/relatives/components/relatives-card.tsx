import { formatDayMonth, formatLongDateTime } from '@cuidar/domain/date-format';
import { messages } from '@cuidar/domain/messages';
import { inviteRelativeSchema, type RelativeDto } from '@cuidar/domain/relatives';
import { zodResolver } from '@hookform/resolvers/zod';
import { Mail, UserPlus } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input, Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useRelatives } from '../api/get-relatives';
import { useInviteRelative, useRemoveRelative, useResendRelativeInvitation, useSetRelativeGrant } from '../api/relative-actions';

const m = messages.relatives;

/** 'Convidar familiar' (docs/product.md#relatives): an e-mail and the one grant the family may give. */
export function InviteRelativeForm() {
  const invite = useInviteRelative();
  const form = useForm({ resolver: zodResolver(inviteRelativeSchema), defaultValues: { email: '', podeConfirmarPresenca: false } });
  const onSubmit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        form.reset();
      },
      onError: (error) => toast.error(errorMessage(error)),
    }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.invite}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField label={m.inviteEmail} error={form.formState.errors.email?.message}>
            <Input type="email" autoComplete="off" inputMode="email" {...form.register('email')} />
          </FormField>
          <Controller
            control={form.control}
            name="podeConfirmarPresenca"
            render={({ field }) => (
              <div className="flex items-start gap-3">
                <Checkbox id="convite-pode-confirmar" checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} aria-describedby="convite-pode-confirmar-dica" />
                <div>
                  <Label htmlFor="convite-pode-confirmar" className="mb-0">
                    {m.inviteGrant}
                  </Label>
                  <p id="convite-pode-confirmar-dica" className="text-sm text-slate-600">
                    {m.inviteGrantHint}
                  </p>
                </div>
              </div>
            )}
          />
          <Button type="submit" disabled={invite.isPending}>
            <UserPlus aria-hidden="true" className="size-5" />
            {m.inviteSend}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** The family's relatives: invited and following; resend, cancel, grant, remove. */
export function RelativesList() {
  const query = useRelatives();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.title}</CardTitle>
        <CardDescription>{m.readOnlyNote}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending && <Skeleton className="h-20" />}
        {query.isError && (
          <p role="alert" className="text-slate-700">
            {m.loadFailed} {errorMessage(query.error)}
          </p>
        )}
        {query.isSuccess && query.data.length === 0 && <p className="text-slate-600">{m.empty}</p>}
        {query.isSuccess && query.data.length > 0 && (
          <ul className="space-y-3">
            {query.data.map((relative) => (
              <RelativeItem key={relative.id} relative={relative} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function RelativeItem({ relative }: { relative: RelativeDto }) {
  const resend = useResendRelativeInvitation();
  const remove = useRemoveRelative();
  const grant = useSetRelativeGrant();
  const who = relative.nome ?? relative.email;
  const grantId = `pode-confirmar-${relative.id}`;
  const onRemove = () => {
    if (relative.status === 'ativo' && !window.confirm(m.removeConfirm(who))) return;
    remove.mutate(relative.id, {
      onSuccess: () => toast.success(relative.status === 'ativo' ? m.removed : m.cancelled),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 bg-white p-3" aria-label={who}>
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 break-words font-semibold text-slate-900">{who}</p>
        {relative.status === 'ativo' ? (
          <Badge variant="success">{m.statusActive(formatDayMonth(relative.aceitoEm!))}</Badge>
        ) : relative.status === 'convidado' ? (
          <Badge variant="brand">{m.statusInvited(formatLongDateTime(relative.expiraEm))}</Badge>
        ) : (
          <Badge variant="warning">{m.statusExpired}</Badge>
        )}
      </div>
      {relative.nome && <p className="break-words text-sm text-slate-600">{relative.email}</p>}
      <div className="flex items-center gap-3">
        <Checkbox
          id={grantId}
          checked={relative.podeConfirmarPresenca}
          disabled={grant.isPending}
          onCheckedChange={(checked) =>
            grant.mutate({ id: relative.id, podeConfirmarPresenca: checked === true }, { onSuccess: (a) => toast.success(a.message), onError: (error) => toast.error(errorMessage(error)) })
          }
        />
        <Label htmlFor={grantId} className="mb-0 font-normal">
          {m.grantLabel}
        </Label>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        {relative.status !== 'ativo' && (
          <Button
            variant="outline"
            disabled={resend.isPending}
            onClick={() => resend.mutate(relative.id, { onSuccess: (a) => toast.success(a.message), onError: (error) => toast.error(errorMessage(error)) })}
          >
            <Mail aria-hidden="true" className="size-5" />
            {m.resend}
          </Button>
        )}
        <Button variant="outline" className="border-red-300 text-red-800 hover:bg-red-50" disabled={remove.isPending} onClick={onRemove}>
          {relative.status === 'ativo' ? m.remove : m.cancelInvite}
        </Button>
      </div>
    </li>
  );
}
